def banner(title, count):
    line = "=" * 20
    return line + "\n" + title + ": " + count + " items\n" + line

print(banner("Report", str(3)))
print(banner("Report", 3))
