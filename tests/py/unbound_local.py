# Reading a local variable before it is bound (UnboundLocalError), a free variable of an
# enclosing function before it is bound (NameError), and `del` of an unbound name.

def attempt(label, f, *args):
    try:
        r = f(*args)
        print(label, "->", r)
    except UnboundLocalError as e:
        print(label, "UnboundLocalError:", e)
    except NameError as e:
        print(label, "NameError:", e)


def last(items):
    for x in items:
        pass
    return x

attempt("last([1,2])", last, [1, 2])
attempt("last([])", last, [])


def only_if(flag):
    if flag:
        res = 1
    return res

attempt("only_if(True)", only_if, True)
attempt("only_if(False)", only_if, False)


def both_branches(flag):
    if flag:
        r = "yes"
    else:
        r = "no"
    return r

attempt("both_branches", both_branches, False)


def length(flag):
    if flag:
        items = [1]
    return len(items)

attempt("length(False)", length, False)


def as_argument(flag):
    if flag:
        v = 3
    print("before the call")
    print("value", v)

attempt("as_argument(False)", as_argument, False)


def argument_order(flag):
    def loud():
        print("loud ran")
        return 1
    if flag:
        v = 2
    return max(loud(), v)

attempt("argument_order(False)", argument_order, False)


def deleted():
    x = 1
    del x
    try:
        print(x)
    except UnboundLocalError as e:
        print("inner:", e)
    return "ok"

attempt("deleted", deleted)


def delete_twice():
    x = 1
    del x
    del x

attempt("delete_twice", delete_twice)


def delete_unbound(flag):
    if flag:
        y = 1
    del y
    return "deleted"

attempt("delete_unbound(True)", delete_unbound, True)
attempt("delete_unbound(False)", delete_unbound, False)


def bare_name(flag):
    if flag:
        z = 1
    z
    return "fine"

attempt("bare_name(True)", bare_name, True)
attempt("bare_name(False)", bare_name, False)


def in_fstring(flag):
    if flag:
        name = "bob"
    return f"hello {name}"

attempt("in_fstring(False)", in_fstring, False)


def after_failed_try(s):
    try:
        n = int(s)
    except ValueError:
        print("not a number:", s)
    return n * 2

attempt("after_failed_try('4')", after_failed_try, "4")
attempt("after_failed_try('x')", after_failed_try, "x")


def try_both(s):
    try:
        n = int(s)
    except ValueError:
        n = -1
    return n

attempt("try_both('x')", try_both, "x")


def except_name_after():
    try:
        1 / 0
    except ZeroDivisionError as err:
        print("caught", type(err).__name__)
    return err

attempt("except_name_after", except_name_after)


def while_true_break(n):
    i = 0
    while True:
        found = i * i
        if found >= n:
            break
        i += 1
    return found

attempt("while_true_break(10)", while_true_break, 10)


def while_loop(n):
    while n > 0:
        last_n = n
        n -= 1
    return last_n

attempt("while_loop(2)", while_loop, 2)
attempt("while_loop(0)", while_loop, 0)


def for_else(items):
    for it in items:
        if it < 0:
            neg = it
            break
    else:
        neg = None
    return neg

attempt("for_else([1, -2])", for_else, [1, -2])
attempt("for_else([])", for_else, [])


def augmented(flag):
    if flag:
        total = 0
    total += 5
    return total

attempt("augmented(True)", augmented, True)
attempt("augmented(False)", augmented, False)


counter = 10

def shadows_global():
    print(counter)
    counter = 1

attempt("shadows_global", shadows_global)


def shadows_global_aug():
    counter += 1

attempt("shadows_global_aug", shadows_global_aug)


def free_before_assignment():
    def inner():
        return later
    first = inner
    try:
        first()
    except NameError as e:
        print("early:", e)
    later = 5
    return inner()

attempt("free_before_assignment", free_before_assignment)


def free_deleted():
    v = 1
    def inner():
        return v
    del v
    return inner()

attempt("free_deleted", free_deleted)


def lambda_free():
    f = lambda: w + 1
    try:
        f()
    except NameError as e:
        print("lambda:", e)
    w = 1
    return f()

attempt("lambda_free", lambda_free)


def comprehension_free(flag):
    if flag:
        k = 2
    return [k * i for i in range(3)]

attempt("comprehension_free(True)", comprehension_free, True)
attempt("comprehension_free(False)", comprehension_free, False)


def comprehension_first_iter(flag):
    if flag:
        src = [1]
    return [i for i in src]

attempt("comprehension_first_iter(False)", comprehension_first_iter, False)


def genexp_free(flag):
    if flag:
        m = 3
    g = (m * i for i in range(2))
    return list(g)

attempt("genexp_free(False)", genexp_free, False)


def class_body(flag):
    if flag:
        base = 1
    class C:
        attr = base
    return C.attr

attempt("class_body(True)", class_body, True)
attempt("class_body(False)", class_body, False)


def nonlocal_del():
    q = 1
    def drop():
        nonlocal q
        del q
    drop()
    return q

attempt("nonlocal_del", nonlocal_del)


def nonlocal_read():
    def read():
        nonlocal r
        return r
    try:
        read()
    except NameError as e:
        print("nonlocal:", e)
    r = 7
    return read()

attempt("nonlocal_read", nonlocal_read)


def walrus(data):
    if (n := len(data)) > 2:
        print("long", n)
    return n

attempt("walrus([1])", walrus, [1])


def walrus_conditional(data):
    if data and (first := data[0]):
        pass
    return first

attempt("walrus_conditional([])", walrus_conditional, [])
attempt("walrus_conditional([4])", walrus_conditional, [4])


def generator(flag):
    if flag:
        g = 1
    yield 0
    yield g

def run_gen(flag):
    return list(generator(flag))

attempt("run_gen(True)", run_gen, True)
attempt("run_gen(False)", run_gen, False)


def recursive_helper(n):
    def fact(k):
        return 1 if k <= 1 else k * fact(k - 1)
    return fact(n)

attempt("recursive_helper(5)", recursive_helper, 5)


def mutual(n):
    def even(k):
        return True if k == 0 else odd(k - 1)
    def odd(k):
        return False if k == 0 else even(k - 1)
    return even(n)

attempt("mutual(7)", mutual, 7)


def with_body(flag):
    import contextlib
    with contextlib.suppress(ValueError):
        if not flag:
            raise ValueError("x")
        got = "got"
    return got

attempt("with_body(True)", with_body, True)
attempt("with_body(False)", with_body, False)


def finally_path(flag):
    try:
        if flag:
            raise KeyError("k")
        done = 1
    finally:
        print("finally")
    return done

attempt("finally_path(False)", finally_path, False)

def finally_caught():
    try:
        finally_path(True)
    except KeyError as e:
        return "KeyError " + str(e)

attempt("finally_caught", finally_caught)


def is_name_error():
    try:
        print(nothing_here)
        nothing_here = 1
    except NameError as e:
        return type(e).__name__ + " " + str(isinstance(e, UnboundLocalError))

attempt("is_name_error", is_name_error)


def loop_first_iteration(items):
    out = []
    for i in items:
        if i > 0:
            out.append(prev)
        prev = i
    return out

attempt("loop_first_iteration([0, 1, 2])", loop_first_iteration, [0, 1, 2])
attempt("loop_first_iteration([1])", loop_first_iteration, [1])


def uncaught():
    for item in []:
        pass
    return item

uncaught()
