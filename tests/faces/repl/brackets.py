# moonpy repl on a pipe: brackets across lines, an error inside an open bracket (an error at
# once, not "incomplete"), a class whose body a blank line ends, unicode, and the end of input
# inside a bracket is a separate check of repl_pipe.sh, against python3 -i).
pairs = [(1, 'un'),
         (2, 'deux')]
pairs
d = {
  'é': 'accent',
  '日本': 'nihon',
}
d['日本'], len('日本語')
'naïve'.upper()
x = [1,
2 3
x = (
1 +
2)
x
class A:
    x = 1

    def f(self):
        return 2

A.x
for i in range(2):
    print(i, end=' ')
    1 +

print('after')
