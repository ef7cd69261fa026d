# args: --timeout 2
# math.comb(10**7, 5*10**6) is a 10-million-bit result, inside the int cap, that GMP's
# mpz_bin_ui takes seconds to make (its estimated cost was a tenth of that, so it was not
# refused): GMP's allocations read the clock, and the call stops at the deadline
import math
print(math.comb(10**7, 5 * 10**6) % 10)
