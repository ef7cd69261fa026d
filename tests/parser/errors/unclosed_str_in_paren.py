f("abc,
  2)
