"""Passwords are hashed off the event loop, on a thread at the lowest priority (on Linux, where
each thread has a nice value of its own), so any request's work runs before a hash."""

import asyncio
import os
import sys
import threading

import pytest

from steeple.auth import passwords


@pytest.mark.skipif(sys.platform != "linux", reason="per-thread nice values are Linux's")
async def test_hashing_runs_on_its_own_thread_at_the_lowest_priority() -> None:
    def where_and_how_nice() -> tuple[int, int]:
        thread = threading.get_native_id()
        return thread, os.getpriority(os.PRIO_PROCESS, thread)

    loop = asyncio.get_running_loop()
    thread, niceness = await loop.run_in_executor(passwords._hashing, where_and_how_nice)
    assert thread != threading.get_native_id()
    assert niceness == passwords.HASHING_NICENESS == 19
    # The event loop's own thread keeps its priority.
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < niceness


async def test_a_hash_made_off_the_loop_verifies() -> None:
    hashed = await passwords.hash_password("Correct-Horse-7")
    assert await passwords.verify_password("Correct-Horse-7", hashed)
    assert not await passwords.verify_password("Wrong-Horse-7", hashed)
