# \N{ without its closing brace is a malformed escape up to the end of the literal
s = """ok \N{BULLET}
then é \N{SPACE and more"""
