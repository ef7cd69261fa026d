# stat: constants compose like in C
import stat
print(stat.S_IFDIR, stat.S_IFREG, stat.S_IFLNK, stat.S_IRWXU, stat.S_IRUSR | stat.S_IWUSR, stat.S_IXOTH)
mode = stat.S_IFREG | stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH
print(oct(mode), stat.filemode(mode), bool(mode & stat.S_IWUSR), bool(mode & stat.S_IXUSR))
print(stat.ST_MODE, stat.ST_SIZE, stat.ST_MTIME, stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX)
def can_exec(m):
    return bool(m & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH))
print(can_exec(0o755), can_exec(0o644), stat.S_IMODE(mode) == 0o644)
