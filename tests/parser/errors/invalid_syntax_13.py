lambda: yield
