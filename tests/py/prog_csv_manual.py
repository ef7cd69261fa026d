# Parse CSV by hand (quoted fields, escaped quotes) and summarise the rows.
RAW = '''name,city,amount,note
"Smith, John",Boston,120.50,"said ""hi"""
Jane Doe,Denver,75,
"O'Brien, Pat","New York",1005.25,"multi, comma"
Li Wei,Austin,0.99,ok'''

def parse_line(line):
    fields, cur, in_quotes, i = [], [], False, 0
    while i < len(line):
        ch = line[i]
        if in_quotes:
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    cur.append('"')
                    i += 1
                else:
                    in_quotes = False
            else:
                cur.append(ch)
        elif ch == '"':
            in_quotes = True
        elif ch == ',':
            fields.append(''.join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append(''.join(cur))
    return fields

lines = RAW.splitlines()
header = parse_line(lines[0])
rows = [dict(zip(header, parse_line(l))) for l in lines[1:]]
for r in rows:
    print(r)

total = sum(float(r["amount"]) for r in rows)
print(f"\n{'Name':<15}{'City':<10}{'Amount':>10}")
for r in sorted(rows, key=lambda r: float(r["amount"]), reverse=True):
    print(f"{r['name']:<15}{r['city']:<10}{float(r['amount']):>10,.2f}")
print(f"{'TOTAL':<25}{total:>10,.2f}")
print("Notes:", [r["note"] for r in rows if r["note"]])
