#!/usr/bin/env python3
"""The peer of IntentKit's relevance benchmark: the same ranking, written straightforwardly with python-dateutil.

Reads the generated entries (JSON), ranks them at one instant with IntentKit's documented order
(active before upcoming, higher score, sooner end or start, declaration order) and prints the time
the ranking took (without start-up and JSON loading) and the top 10 entry ids.
"""
import json
import sys
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from dateutil import rrule

FACTORS = {"scheduled": 1.5, "default": 1.0, "informational": 0.75}


def windows(entry, zone, start, end):
    """The entry's windows that intersect [start, end), as (start, end) aware datetimes."""
    length = timedelta(minutes=entry["minutes"])
    if "weekly" in entry:
        weekly = entry["weekly"]
        rule = rrule.rrule(
            rrule.WEEKLY,
            dtstart=datetime.fromisoformat(weekly["from"]),
            byweekday=weekly["days"],
            byhour=weekly["hour"],
            byminute=weekly["minute"],
            bysecond=0,
        )
        local_start = start.astimezone(zone).replace(tzinfo=None) - length - timedelta(days=1)
        local_end = end.astimezone(zone).replace(tzinfo=None) + timedelta(days=1)
        for local in rule.between(local_start, local_end, inc=True):
            begin = local.replace(tzinfo=zone)
            yield begin, begin + length
    else:
        begin = datetime.fromisoformat(entry["start"]).replace(tzinfo=zone)
        yield begin, begin + length


def main():
    with open(sys.argv[1]) as handle:
        document = json.load(handle)
    at = datetime.fromisoformat(document["at"])
    look_ahead = timedelta(minutes=document["lookAheadMinutes"])
    zones = {}
    started = time.perf_counter()
    candidates = []
    for order, entry in enumerate(document["entries"]):
        zone = zones.setdefault(entry["zone"], ZoneInfo(entry["zone"]))
        score = entry["weight"] * FACTORS[entry["kind"]]
        best = None
        for begin, end in windows(entry, zone, at, at + look_ahead + timedelta(seconds=1)):
            if begin <= at < end:
                key = (0, -score, end.timestamp(), order)
            elif at < begin <= at + look_ahead:
                key = (1, -score, begin.timestamp(), order)
            else:
                continue
            if best is None or key < best:
                best = key
        if best is not None:
            candidates.append((best, entry["id"]))
    candidates.sort()
    elapsed = time.perf_counter() - started
    json.dump({"seconds": elapsed, "top": [identifier for _, identifier in candidates[:10]]}, sys.stdout)


if __name__ == "__main__":
    main()
