# Parse RFC-822-style email headers by hand: folded lines, repeated headers, address lists, dates.
import re
from datetime import datetime

RAW = """From: "Ann Example" <ann@example.com>
To: bob@example.org, "Cy, Jr." <cy@example.net>,
 dee@example.com
Subject: Quarterly report
 (draft 2)
Date: Fri, 01 Mar 2024 14:05:09 +0000
Received: from mx1.example.com
Received: from relay.example.net
X-Priority: 1

Body starts here."""

head, _, body = RAW.partition("\n\n")
headers = []
for line in head.splitlines():
    if line[:1] in (" ", "\t") and headers:
        headers[-1][1] += " " + line.strip()
    else:
        name, _, value = line.partition(":")
        headers.append([name.strip(), value.strip()])
for name, value in headers:
    print(f"{name:<11}: {value}")
addr = re.compile(r'\s*(?:"?([^"<]*?)"?\s*<([^>]+)>|([^,\s]+@[^,\s]+))\s*(?:,|$)')
to = next(v for n, v in headers if n.lower() == "to")
for m in addr.finditer(to):
    name, email, bare = m.groups()
    print("  recipient:", (name or "").strip() or "-", email or bare)
received = [v for n, v in headers if n == "Received"]
print(len(received), "Received headers; last hop:", received[0])
date = datetime.strptime(dict(headers)["Date"], "%a, %d %b %Y %H:%M:%S %z")
print(date.isoformat(), date.strftime("%d/%m/%Y"), body)
