# Group addresses by ZIP prefix parsed with regex, and print per-region counts and sorted members.
import re
from itertools import groupby

ADDRESSES = """Alice Smith, 12 Oak St, Springfield, IL 62704
Bob Jones, 99 Pine Ave, Boston, MA 02118
Carol White, 5 Elm Rd, Cambridge, MA 02139
Dan Brown, 7 Birch Ln, Chicago, IL 60614
Eve Black, 1 Cedar Ct, Austin, TX 78701-1234
Frank Green, 3 Maple Dr, Dallas, TX 75201"""

PAT = re.compile(r"^(?P<name>[^,]+), (?P<street>[^,]+), (?P<city>[^,]+), (?P<state>[A-Z]{2}) (?P<zip>\d{5})(?:-(?P<plus4>\d{4}))?$")
records = [PAT.match(line).groupdict() for line in ADDRESSES.splitlines()]
records.sort(key=lambda r: (r["state"], r["zip"]))
for state, grp in groupby(records, key=lambda r: r["state"]):
    grp = list(grp)
    print(f"{state} ({len(grp)}):")
    for r in grp:
        zip_full = r["zip"] + (f"-{r['plus4']}" if r["plus4"] else "")
        print(f"   {zip_full:<11}{r['city']:<12}{r['name']}")
print(sorted({r["zip"][:3] for r in records}))
