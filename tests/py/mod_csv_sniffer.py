import csv, io
samples = [
    "a;b;c\n1;2;3\n4;5;6\n",
    "name,age,city\nbob,30,NYC\nann,25,LA\n",
    'id\tname\n1\t"Smith, J"\n2\t"Doe"\n',
    "x|y|z\n1|2|3\n",
    "'a','b'\n'c','d'\n",
    '"q1", "q2"\n"r1", "r2"\n',
    "one two three\n1 2 3\n4 5 6\n",
    "a:b\n1:2\n3:4\n5:6\n",
    "k=v,k2=v2\nk=1,k2=2\n",
    "no delimiters here\n",
    "h1,h2\n" + "\n".join(f"{i},{i*2}" for i in range(30)),
    'a,"b ""quoted"" c",d\n1,2,3\n',
]
sn = csv.Sniffer()
for s in samples:
    try:
        d = sn.sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.lineterminator == "\r\n", d.quoting, end=" ")
        print(list(csv.reader(io.StringIO(s), d))[:2])
    except csv.Error as e:
        print("err", e)
    try:
        print(sn.has_header(s))
    except csv.Error as e:
        print("err", e)
print(sn.sniff("a;b,c;d\n1;2,3;4\n", delimiters=",").delimiter, sn.preferred, issubclass(sn.sniff("a,b\n1,2\n"), csv.Dialect))
print(sn.has_header("name,score\nann,10\nbob,20\n"), sn.has_header("1,2\n3,4\n5,6\n"), sn.has_header("title,year\nDune,1965\nEmma,1815\n"))
data = "product;price;qty\nApple;1.20;10\nPear;0.80;5\n"
dialect = csv.Sniffer().sniff(data)
rows = list(csv.DictReader(io.StringIO(data), dialect=dialect)); print(rows)
import csv, random
random.seed(3)
sn = csv.Sniffer()
lines = []
for i in range(35):
    n = random.randint(2, 4)
    sep = random.choice([",", ";", "\t", "|"]) if i % 7 == 0 else ","
    lines.append(sep.join(str(random.randint(0, 99)) for _ in range(n)))
for k in [5, 12, 35]:
    try:
        d = sn.sniff("\n".join(lines[:k]))
        print(k, repr(d.delimiter), d.skipinitialspace)
    except csv.Error as e:
        print(k, "err", e)
for s in ["a, b, c\n1, 2, 3\n", "a;b\tc\n1;2\t3\n", "a b:c\n1 2:3\n", "x\n1\n2\n", "a,b;c\n1,2;3\n4,5;6\n", "a-b-c\n1-2-3\n", "\"a\";\"b\"\n\"1\";\"2\"\n", "1/2/3\n4/5/6\n7/8/9\n"]:
    try:
        d = sn.sniff(s); print(repr(s[:8]), repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace)
    except csv.Error as e:
        print(repr(s[:8]), "err", e)
