/* pool.c: the sandbox's allocator for small blocks.
 *
 * Python programs make and drop small objects by the million (tuples, bound methods, short
 * strings, list items' tables), and glibc's malloc spent a fifth of a tuple-keyed BFS in its
 * own bookkeeping. Lua always says how big the block it frees is, so blocks need no header: a
 * block of up to POOL_MAX bytes is taken from the free list of its size class (16-byte steps),
 * or cut from a 64 KiB slab, and goes back to that list when freed. Bigger blocks go to malloc.
 * Slabs are given back only when the sandbox closes (pool_destroy). Memory accounting stays in
 * sbx_alloc: a block counts its requested size, as with malloc.
 *
 * Under AddressSanitizer the pool is off (every block goes to malloc), so the sanitizer still
 * sees each block's bounds and lifetime. */
#include <stdlib.h>
#include <string.h>
#include "moonpy_int.h"

#if defined(__SANITIZE_ADDRESS__)
#define POOL_ON 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOL_ON 0
#endif
#endif
#ifndef POOL_ON
#define POOL_ON 1
#endif

#define SLAB_SIZE (64 * 1024)

typedef struct Slab {
    struct Slab *next;
} Slab;

static size_t class_of(size_t n) {
    return (n + POOL_STEP - 1) / POOL_STEP;
}

static void *pool_take(Pool *p, size_t c) {
    void *b = p->free[c];
    if (b) {
        p->free[c] = *(void **)b;
        return b;
    }
    size_t size = c * POOL_STEP;
    if (p->left < size) {
        Slab *s = malloc(SLAB_SIZE);
        if (!s) {
            return NULL;
        }
        s->next = p->slabs;
        p->slabs = s;
        /* blocks start 16 bytes in: aligned for any Lua value */
        p->cur = (char *)s + POOL_STEP;
        p->left = SLAB_SIZE - POOL_STEP;
    }
    b = p->cur;
    p->cur += size;
    p->left -= size;
    return b;
}

static void pool_put(Pool *p, void *b, size_t c) {
    *(void **)b = p->free[c];
    p->free[c] = b;
}

void *pool_realloc(Pool *p, void *ptr, size_t osize, size_t nsize) {
    if (!POOL_ON) {
        if (nsize == 0) {
            free(ptr);
            return NULL;
        }
        return realloc(ptr, nsize);
    }
    size_t oc = ptr && osize <= POOL_MAX ? class_of(osize) : 0;
    size_t nc = nsize > 0 && nsize <= POOL_MAX ? class_of(nsize) : 0;
    if (nsize == 0) {
        if (oc) {
            pool_put(p, ptr, oc);
        } else {
            free(ptr);
        }
        return NULL;
    }
    if (ptr && oc == nc && oc) {
        return ptr; /* the same size class */
    }
    if (!ptr || (!oc && !nc)) {
        return nc ? pool_take(p, nc) : realloc(ptr, nsize);
    }
    void *b = nc ? pool_take(p, nc) : malloc(nsize);
    if (!b) {
        return NULL;
    }
    memcpy(b, ptr, osize < nsize ? osize : nsize);
    if (oc) {
        pool_put(p, ptr, oc);
    } else {
        free(ptr);
    }
    return b;
}

void pool_destroy(Pool *p) {
    Slab *s = p->slabs;
    while (s) {
        Slab *next = s->next;
        free(s);
        s = next;
    }
    memset(p, 0, sizeof *p);
}
