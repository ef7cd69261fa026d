# a custom exception raised deep in a call chain inside nested loops
class ValidationError(Exception):
    pass


def validate_cell(value):
    if value < 0:
        raise ValidationError(f"negative value {value}")
    return value


def validate_row(row):
    return list(map(validate_cell, row))


grid = [[1, 2], [3, 4], [5, -6]]
for i, row in enumerate(grid):
    for j in range(1):
        print(i, validate_row(row))
