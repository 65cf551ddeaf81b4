"""The one shape of authorization (auth.policy): a policy's no is a 404 for rows the actor may
not know exist, else the refusal it gave; and the rules that keep every domain to that shape,
checked on the source like the plan names (tests/billing/test_entitlements.py)."""

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import steeple
from steeple.auth.policy import Refusal, authorize
from steeple.web.errors import AppError

SOURCE = Path(steeple.__file__).parent
ONLY_THEIRS = Refusal("forbidden", "Only its participants can read it.")


def test_an_allowed_actor_passes() -> None:
    authorize(True)
    authorize(True, or_not_found="Conversation not found")


@pytest.mark.parametrize(
    ("decision", "or_not_found", "status", "code", "message"),
    [
        # Nothing tells that the id exists, whatever the reason.
        (False, "Conversation not found", 404, "not_found", "Conversation not found"),
        (ONLY_THEIRS, "Conversation not found", 404, "not_found", "Conversation not found"),
        (ONLY_THEIRS, None, 403, "forbidden", "Only its participants can read it."),
        (Refusal("taken", "Already taken.", status=409), None, 409, "taken", "Already taken."),
    ],
)
def test_a_refusal_hides_or_explains(
    decision: bool | Refusal, or_not_found: str | None, status: int, code: str, message: str
) -> None:
    with pytest.raises(AppError) as refused:
        if or_not_found is None:
            assert isinstance(decision, Refusal)
            authorize(decision)
        else:
            authorize(decision, or_not_found=or_not_found)
    assert (refused.value.status_code, refused.value.code, refused.value.message) == (
        status,
        code,
        message,
    )


def test_a_refusal_about_the_request_names_its_field() -> None:
    with pytest.raises(AppError) as refused:
        authorize(Refusal("self", "Not to yourself.", status=422, field="recipient_id"))
    assert refused.value.fields == {"recipient_id": "Not to yourself."}


def test_a_refusal_reads_as_a_no() -> None:
    assert not ONLY_THEIRS


# ---- the rules, on the source -----------------------------------------------------------------


def _is_policy_home(path: Path) -> bool:
    return path.name == "policies.py" or path == SOURCE / "auth" / "policy.py"


def _modules() -> Iterator[tuple[Path, ast.Module]]:
    """Every module of the backend, the demo's included."""
    for path in sorted(SOURCE.rglob("*.py")):
        yield path, ast.parse(path.read_text(), str(path))


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(SOURCE.parent)}:{getattr(node, 'lineno', 0)}"


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _refuses(node: ast.AST) -> bool:
    """A 403 made by hand (AppError, HTTPException, error_response), or a Refusal: a decision
    about who may do what."""
    if not isinstance(node, ast.Call):
        return False
    if _called(node) == "Refusal":
        return True
    statuses = [*node.args[:1], *(k.value for k in node.keywords if k.arg == "status_code")]
    return _called(node) in ("AppError", "HTTPException", "error_response") and any(
        isinstance(status, ast.Constant) and status.value == 403 for status in statuses
    )


def test_only_policies_refuse() -> None:
    """Every 403 and every refusal comes from a domain's policies.py through authorize (or
    from auth.policy itself), so a new domain cannot grow its own way to say no."""
    offenders = [
        _where(path, node)
        for path, module in _modules()
        if not _is_policy_home(path)
        for node in ast.walk(module)
        if _refuses(node)
    ]
    assert offenders == [], f"refused outside a policies.py: {offenders}"


def _actors_role(node: ast.AST) -> bool:
    """`actor.role`, `actor.church_role`, `actor.user.role`, `actor.membership.role`."""
    if not (isinstance(node, ast.Attribute) and node.attr in ("role", "church_role")):
        return False
    root = node.value
    while isinstance(root, ast.Attribute):
        root = root.value
    return isinstance(root, ast.Name) and root.id == "actor"


def _names_member_role(node: ast.expr) -> bool:
    return any(
        isinstance(part, ast.Name) and part.id in ("MemberRole", "MANAGING_ROLES")
        for part in ast.walk(node)
    )


def _spelled_role(compare: ast.Compare) -> bool:
    """A role compared with a string ("admin") rather than its enum."""
    operands = [compare.left, *compare.comparators]
    return any(
        isinstance(o, ast.Attribute) and o.attr in ("role", "church_role") for o in operands
    ) and any(isinstance(o, ast.Constant) and isinstance(o.value, str) for o in operands)


def test_no_service_compares_roles() -> None:
    """Who may act by their role is a policy's question (or the actor's: `talent_role`,
    `is_admin_of`); a church member's role is the churches domain's. Roles are never spelled as
    strings. Data shaped by a row's role (a profile's fallback name) is no decision about the
    actor and stays where it is."""
    offenders = []
    for path, module in _modules():
        if _is_policy_home(path) or path == SOURCE / "auth" / "actor.py":
            continue
        in_churches = path.parent == SOURCE / "churches"
        for node in ast.walk(module):
            if not isinstance(node, ast.Compare):
                continue
            operands = [node.left, *node.comparators]
            if (
                _spelled_role(node)
                or any(_actors_role(part) for o in operands for part in ast.walk(o))
                or (not in_churches and any(_names_member_role(o) for o in operands))
            ):
                offenders.append(_where(path, node))
    assert offenders == [], f"roles compared outside policies: {offenders}"


def _type_only(module: ast.Module) -> set[int]:
    """The lines of `if TYPE_CHECKING:` blocks: names imported there are types, never queries."""
    return {
        line
        for node in ast.walk(module)
        if isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
        for inner in node.body
        for line in range(inner.lineno, (inner.end_lineno or inner.lineno) + 1)
    }


def test_only_churches_reads_church_members() -> None:
    """Other domains ask churches.members (or churches.service) for a church's admins, leaders
    and members; they may name the ChurchMember type, never query it. models.py gathers every
    model for the migrations."""
    offenders = []
    for path, module in _modules():
        if path.parent == SOURCE / "churches" or path == SOURCE / "models.py":
            continue
        types = _type_only(module)
        offenders += [
            _where(path, node)
            for node in ast.walk(module)
            if isinstance(node, ast.ImportFrom)
            and any(alias.name == "ChurchMember" for alias in node.names)
            and node.lineno not in types
        ]
    assert offenders == [], f"ChurchMember used outside churches: {offenders}"
