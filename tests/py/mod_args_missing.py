# module functions called with too few (or too many) positional arguments raise CPython's TypeError
# in its words (Argument Clinic's, a Python def's, _csv's nameless ones), not a Lua error or a wrong type
import itertools, functools, typing, csv, io, datetime, heapq, bisect, collections, operator, json, re, textwrap, copy, math, statistics
import itertools as it
calls = {}
calls.update({'groupby0': lambda: itertools.groupby(), 'groupby3': lambda: itertools.groupby(1, 2, 3), 'comb1': lambda: itertools.combinations([1]), 'comb3': lambda: itertools.combinations(1, 2, 3)})
calls.update({'perm0': lambda: itertools.permutations(), 'perm3': lambda: itertools.permutations(1, 2, 3), 'cwr1': lambda: itertools.combinations_with_replacement([1]), 'acc0': lambda: itertools.accumulate()})
calls.update({'acc3': lambda: itertools.accumulate(1, 2, 3), 'islice0': lambda: itertools.islice(), 'islice1': lambda: itertools.islice([1]), 'islice5': lambda: itertools.islice(1, 2, 3, 4, 5)})
calls.update({'compress1': lambda: itertools.compress([1]), 'starmap1': lambda: itertools.starmap(len), 'takewhile1': lambda: itertools.takewhile(len), 'dropwhile0': lambda: itertools.dropwhile()})
calls.update({'filterfalse1': lambda: itertools.filterfalse(None), 'pairwise0': lambda: itertools.pairwise(), 'pairwise2': lambda: itertools.pairwise(1, 2), 'tee0': lambda: itertools.tee(), 'cycle0': lambda: itertools.cycle(), 'repeat0': lambda: itertools.repeat()})
calls.update({'count3': lambda: itertools.count(1, 2, 3), 'product_kw': lambda: itertools.product([1], x=2), 'zl_kw': lambda: itertools.zip_longest([1], x=2), 'chain_kw': lambda: itertools.chain([1], x=1)})
calls.update({'wraps0': lambda: functools.wraps(), 'cmp0': lambda: functools.cmp_to_key(), 'reduce1': lambda: functools.reduce(len), 'reduce4': lambda: functools.reduce(1, 2, 3, 4), 'partial0': lambda: functools.partial(), 'update_wrapper1': lambda: functools.update_wrapper(len)})
calls.update({'total_ordering0': lambda: functools.total_ordering(), 'cache0': lambda: functools.cache(), 'singledispatch0': lambda: functools.singledispatch()})
calls.update({'cast0': lambda: typing.cast(), 'cast1': lambda: typing.cast(int), 'NT0': lambda: typing.NamedTuple(), 'TV0': lambda: typing.TypeVar(), 'gth0': lambda: typing.get_type_hints(), 'get_origin0': lambda: typing.get_origin(), 'get_args0': lambda: typing.get_args()})
calls.update({'NewType1': lambda: typing.NewType('X'), 'TD0': lambda: typing.TypedDict(), 'overload0': lambda: typing.overload(), 'final0': lambda: typing.final(), 'assert_never0': lambda: typing.assert_never(), 'rtc0': lambda: typing.runtime_checkable()})
calls.update({'csvr0': lambda: csv.reader(), 'csvw0': lambda: csv.writer(), 'csvr3': lambda: csv.reader([], 'excel', 3), 'DR0': lambda: csv.DictReader(), 'DW1': lambda: csv.DictWriter(io.StringIO()), 'reg0': lambda: csv.register_dialect(), 'getd0': lambda: csv.get_dialect(), 'getd_bad': lambda: csv.get_dialect('nope')})
calls.update({'strptime1': lambda: datetime.datetime.strptime('x'), 'strptime0': lambda: datetime.datetime.strptime(), 'strftime0': lambda: datetime.date(2024, 1, 1).strftime(), 'combine0': lambda: datetime.datetime.combine(), 'fromiso0': lambda: datetime.date.fromisoformat(), 'fromts0': lambda: datetime.datetime.fromtimestamp()})
calls.update({'heappush1': lambda: heapq.heappush([]), 'heapify0': lambda: heapq.heapify(), 'nlargest1': lambda: heapq.nlargest(1), 'merge_kw': lambda: heapq.merge(x=1), 'insort1': lambda: bisect.insort([]), 'bisect_left1': lambda: bisect.bisect_left([])})
calls.update({'itemgetter0': lambda: operator.itemgetter(), 'attrgetter0': lambda: operator.attrgetter(), 'methodcaller0': lambda: operator.methodcaller(), 'add1': lambda: operator.add(1)})
calls.update({'dumps0': lambda: json.dumps(), 'loads0': lambda: json.loads(), 'dump1': lambda: json.dump({}), 'load0': lambda: json.load(), 'findall1': lambda: re.findall('a'), 'split1': lambda: re.split('a'), 'escape0': lambda: re.escape()})
calls.update({'dedent0': lambda: textwrap.dedent(), 'indent1': lambda: textwrap.indent('x'), 'shorten1': lambda: textwrap.shorten('x'), 'fill0': lambda: textwrap.fill(), 'deepcopy0': lambda: copy.deepcopy()})
for k, f in calls.items():
    try: r = f(); print(k, 'ok', type(r).__name__)
    except Exception as e: print(k, type(e).__name__, e)
print(collections.Counter('aab').most_common(n=1), collections.Counter('aab').most_common(1), list(it.groupby('aa', key=None))[0][0], list(it.combinations(r=1, iterable='ab')), list(it.permutations('ab', r=1)))
print(list(it.islice('abc', 1, None)), list(it.accumulate([1, 2], initial=5)), list(it.accumulate(iterable=[1, 2])), list(it.compress(data='ab', selectors=[1, 0])), list(it.count(start=3, step=2).__next__() for _ in range(1)))
print(functools.wraps(len)(lambda: 0).__name__, functools.update_wrapper(lambda: 0, len).__name__, typing.cast(int, 'x'), typing.get_args(typing.List[int]), list(csv.reader(['a,b'], delimiter=',')), list(csv.reader(['a;b'], 'excel', delimiter=';')))
print(datetime.date(2024, 1, 2).strftime(format='%d'), datetime.datetime.strptime('2024', '%Y'), datetime.datetime.combine(datetime.date(2024, 1, 1), datetime.time(1)), operator.attrgetter('real')(1), operator.methodcaller('upper')('a'))
print(list(it.tee('ab', 2)[1]), list(it.starmap(pow, [(2, 2)])), list(it.pairwise('abc')), list(it.islice(it.cycle('ab'), 3)), list(it.repeat(1, times=2)))
for f in [lambda: it.tee([1], 2, 3), lambda: it.islice(), lambda: it.accumulate([1], len, 3), lambda: functools.cmp_to_key(1, 2), lambda: functools.wraps(1, 2, 3, 4), lambda: typing.cast(1, 2, 3), lambda: csv.get_dialect(1, 2), lambda: csv.writer(io.StringIO(), 'excel', 3), lambda: collections.Counter().most_common(1, 2), lambda: it.product([1], x=1), lambda: it.accumulate([1], x=1), lambda: it.zip_longest(x=1), lambda: datetime.datetime.strptime(), lambda: datetime.time(1).strftime(), lambda: datetime.datetime.now().strftime()]:
    try: print(f())
    except TypeError as e: print(e)
