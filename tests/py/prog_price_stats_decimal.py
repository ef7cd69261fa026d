# Price statistics with Decimal: mean/median/stdev of parsed prices, formatted as currency.
import re
import statistics
from decimal import Decimal, ROUND_HALF_UP

LISTING = """Widget A ..... $19.99
Widget B ..... $5.49
Gadget ....... $120.00
Gizmo ........ $12.75
Doohickey .... $3.10
Thingamajig .. $45.00"""

prices = {m.group(1).strip(" ."): Decimal(m.group(2)) for m in re.finditer(r"^(.+?)\s*\$(\d+\.\d\d)$", LISTING, re.M)}
cent = Decimal("0.01")
values = list(prices.values())
mean = statistics.mean(values)
print(f"items: {len(values)}  total: ${sum(values):,}")
print(f"mean:   ${mean.quantize(cent, ROUND_HALF_UP)}  ({mean!r})")
print(f"median: ${statistics.median(values)}")
print(f"stdev:  ${statistics.stdev(values).quantize(cent)}")
print(f"range:  ${min(values)} - ${max(values)}")
for name, p in sorted(prices.items(), key=lambda kv: kv[1], reverse=True):
    z = (p - mean) / statistics.stdev(values)
    print(f"  {name:<12}{p:>8}  z={z:+.2f}  {'above' if p > mean else 'below'} mean")
