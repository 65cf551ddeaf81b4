import httpx


async def test_catalogue_lists_every_plan_at_its_price(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/billing/plans")
    assert response.status_code == 200
    body = response.json()
    prices = {plan["key"]: plan["price_cents"] for plan in body["plans"]}
    assert prices == {
        "church_monthly": 4900,
        "church_yearly": 49000,
        "speaker_monthly": 1200,
        "speaker_yearly": 12000,
        "musician_monthly": 1200,
        "musician_yearly": 12000,
        "featured_boost": 1900,
        "additional_posting_pack": 2900,
    }
    church = next(plan for plan in body["plans"] if plan["key"] == "church_monthly")
    assert "2 opportunity postings per month" in church["features"]
    assert body["money_back_guarantee_days"] == 10
    assert body["free_talent_monthly_applications"] == 5
