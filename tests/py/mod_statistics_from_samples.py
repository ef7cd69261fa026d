import statistics as st, math
data = [2.5, 3.1, 4.7, 1.2, 8.8, 3.1, 5.0]
print(st.fmean(data), math.fsum(data), math.fsum(data)/7, st.mean(data))
print(st.NormalDist.from_samples(data))
for d in ([1, 2, 3, 4, 10], [0.1]*5+[0.2], [1e10, 1, 2], [3, 3]):
    print(st.NormalDist.from_samples(d))
try: st.NormalDist.from_samples([1])
except st.StatisticsError as e: print(e)
