# args: --timeout 10 --max-memory 64M
# Limits stay on: user code in repr_in_tb_mem (finalizers, cleanup, error formatting) runs under the limits, and no handler swallows a limit error
class E(Exception):
    def __str__(self):
        return 'x' * (10**9)
raise E()
