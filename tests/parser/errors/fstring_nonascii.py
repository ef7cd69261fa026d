label = "café"; s = f"{label}: {}"
