# stat: file-type predicates and permission bits
import stat
modes = [0o040755, 0o100644, 0o120777, 0o020620, 0o060660, 0o010600, 0o140755]
for m in modes:
    print(oct(m), stat.S_ISDIR(m), stat.S_ISREG(m), stat.S_ISLNK(m), stat.S_ISCHR(m), stat.S_ISBLK(m), stat.S_ISFIFO(m), stat.S_ISSOCK(m))
print([stat.filemode(m) for m in modes])
print(oct(stat.S_IMODE(0o104755)), oct(stat.S_IFMT(0o100644)), stat.filemode(0o104755), stat.filemode(0o041777), stat.filemode(0o102644))
