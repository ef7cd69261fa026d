# building strings piece by piece: +=, list and join, chr/ord, run-length encoding
def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def rle_encode(s):
    if not s:
        return ""
    result = ""
    prev, run = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            run += 1
        else:
            result += f"{run}{prev}"
            prev, run = ch, 1
    result += f"{run}{prev}"
    return result


def rle_decode(s):
    out = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


def to_html(rows):
    html = "<table>\n"
    for row in rows:
        html += "  <tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>\n"
    html += "</table>"
    return html


def main():
    text = "The quick brown fox jumps over the lazy dog. " * 10000
    secret = caesar(text, 13)
    print(secret[:44])
    print("round trip:", caesar(secret, 13) == text)
    data = "".join("ab"[i % 2] * (1 + i % 7) + "c" * (i % 3) for i in range(60000))
    encoded = rle_encode(data)
    print("rle:", len(data), "->", len(encoded), encoded[:30], rle_decode(encoded) == data)
    html = to_html([[i, i * i, f"row{i}"] for i in range(30000)])
    print("html:", len(html), html.count("<td>"), html[-40:].replace("\n", " "))
    s = ""
    for i in range(60000):
        s += str(i % 10)
    print("digits:", len(s), s[-12:], s.count("7"))


if __name__ == "__main__":
    main()
