# Invoice with dataclasses and Decimal, rendered as a text table with dates from a fixed datetime.
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal, ROUND_HALF_UP

@dataclass
class Line:
    sku: str
    description: str
    qty: int
    unit_price: Decimal

    @property
    def total(self):
        return (self.unit_price * self.qty).quantize(Decimal("0.01"), ROUND_HALF_UP)

@dataclass
class Invoice:
    number: str
    issued: datetime
    lines: list = field(default_factory=list)
    vat: Decimal = Decimal("0.20")

    def render(self):
        sub = sum((l.total for l in self.lines), Decimal("0"))
        vat = (sub * self.vat).quantize(Decimal("0.01"), ROUND_HALF_UP)
        rows = [f"Invoice {self.number}  issued {self.issued:%d %B %Y at %H:%M}",
                f"Payment due {(self.issued + timedelta(days=14)):%A %d/%m/%Y}", ""]
        rows.append(f"{'SKU':<8}{'Description':<22}{'Qty':>4}{'Unit':>10}{'Total':>11}")
        for l in self.lines:
            rows.append(f"{l.sku:<8}{l.description:<22.22}{l.qty:>4}{l.unit_price:>10}{l.total:>11,}")
        rows += ["", f"{'Net':>44}{sub:>11,}", f"{'VAT ' + f'{self.vat:.0%}':>44}{vat:>11,}", f"{'Gross':>44}{sub + vat:>11,}"]
        return "\n".join(rows)

inv = Invoice("2024-0042", datetime(2024, 3, 1, 16, 45))
inv.lines += [Line("BK-01", "Python Crash Course, 3rd edition", 2, Decimal("29.99")),
              Line("PN-77", "Fountain pen", 1, Decimal("145.5")),
              Line("NB-03", "Notebook A5", 12, Decimal("3.335"))]
print(inv.render())
print(inv.lines[2].total, repr(inv.lines[0].unit_price), inv.lines[0])
