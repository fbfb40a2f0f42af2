#!/usr/bin/env python3
"""Expands recurrence rules with python-dateutil's rrule, the reference IntentKit is tested against.

Reads a JSON list of rules on stdin and writes, for each, the instance starts as ISO 8601 strings
with offsets. Wall-clock instances are placed in their zone with zoneinfo and fold=0, which is
IntentKit's default policy: a time in a spring-forward gap is read with the offset before the gap
(shifted forward), and a time in a fall-back fold is its first occurrence.
"""
import json
import sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from dateutil import rrule

FREQUENCIES = {"day": rrule.DAILY, "week": rrule.WEEKLY, "month": rrule.MONTHLY, "year": rrule.YEARLY}
WEEKDAYS = [rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR, rrule.SA, rrule.SU]


def expand(rule):
    zone = ZoneInfo(rule["timeZone"])
    start = datetime.fromisoformat(rule["from"])
    arguments = {
        "freq": FREQUENCIES[rule["every"]],
        "dtstart": start,
        "interval": rule.get("interval", 1),
        "wkst": rrule.MO,
        "byhour": rule["hours"],
        "byminute": rule["minutes"],
        "bysecond": 0,
    }
    if rule.get("on"):
        arguments["byweekday"] = [WEEKDAYS[d["weekday"]](d["ordinal"]) if d.get("ordinal") else WEEKDAYS[d["weekday"]] for d in rule["on"]]
    if rule.get("days"):
        arguments["bymonthday"] = rule["days"]
    if rule.get("months"):
        arguments["bymonth"] = rule["months"]
    if "count" in rule:
        arguments["count"] = rule["count"]
    if "until" in rule:
        arguments["until"] = datetime.fromisoformat(rule["until"]) + timedelta(hours=23, minutes=59, seconds=59)
    limit = datetime.fromisoformat(rule["limit"])
    results = []
    for local in rrule.rrule(**arguments):
        if local >= limit:
            break
        aware = local.replace(tzinfo=zone, fold=0)
        shown = datetime.fromtimestamp(aware.timestamp(), zone)
        text = shown.isoformat().replace("+00:00", "Z")
        # Two wall-clock times can land on one instant (02:30 shifted out of a gap onto 03:30);
        # RFC 5545 ignores duplicate instances, and so does IntentKit.
        if not results or results[-1] != text:
            results.append(text)
    return results


def main():
    rules = json.load(sys.stdin)
    json.dump([expand(rule) for rule in rules], sys.stdout)


if __name__ == "__main__":
    main()
