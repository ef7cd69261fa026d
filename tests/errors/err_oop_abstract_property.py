# calling a method that a subclass forgot to override raises NotImplementedError
class Exporter:
    def export(self, rows):
        header = self.header()
        return [header] + [self.format_row(r) for r in rows]

    def header(self):
        return "rows"

    def format_row(self, row):
        raise NotImplementedError(
            f"{type(self).__name__} must implement format_row"
        )


class CsvExporter(Exporter):
    def format_row(self, row):
        return ",".join(map(str, row))


class JsonExporter(Exporter):
    pass


print(CsvExporter().export([(1, 2)]))
for exporter in (CsvExporter(), JsonExporter()):
    result = exporter.header()
    exporter.format_row((3, 4))
    print(type(exporter).__name__, result)
