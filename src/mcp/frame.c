/*
 * frame.c: the frames on a worker's socket, one codec for both ends (the server in session.c,
 * the worker in worker.c).
 *
 * A frame is a u32 length (little endian) of what follows it, a u8 type, and the payload:
 * fields of u8, u32 (little endian), f64 (native: both ends are one binary on one machine) and
 * bytes. A writer appends fields to a Buf between frm_begin and frm_end; a reader takes them
 * in the same order from an FrmReader, which stays bad (and yields zeros) once it ran short.
 */
#include <string.h>
#include "mcp.h"

static void frm_put_u32(unsigned char *p, uint32_t v) {
    p[0] = v & 0xff;
    p[1] = (v >> 8) & 0xff;
    p[2] = (v >> 16) & 0xff;
    p[3] = v >> 24;
}

static uint32_t frm_get_u32(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

size_t frm_begin(Buf *b, int type) {
    size_t start = b->n;
    unsigned char hdr[FRM_HEADER] = {0, 0, 0, 0, (unsigned char)type};
    buf_add(b, hdr, sizeof hdr);
    return start;
}

void frm_u8(Buf *b, unsigned v) {
    buf_addc(b, (char)(v & 0xff));
}

void frm_u32(Buf *b, uint32_t v) {
    unsigned char p[4];
    frm_put_u32(p, v);
    buf_add(b, p, 4);
}

void frm_f64(Buf *b, double v) {
    buf_add(b, &v, sizeof v);
}

void frm_bytes(Buf *b, const void *p, size_t n) {
    buf_add(b, p, n);
}

void frm_end(Buf *b, size_t start) {
    frm_put_u32((unsigned char *)b->p + start, (uint32_t)(b->n - start - 4));
}

int frm_header(const void *hdr, int *type, size_t *len) {
    const unsigned char *p = hdr;
    uint32_t n = frm_get_u32(p);
    if (n < 1 || n > FRM_MAX) {
        return 0;
    }
    *type = p[4];
    *len = n - 1;
    return 1;
}

int frm_next(const char *p, size_t n, int *type, FrmReader *r, size_t *size) {
    size_t len;
    *type = 0;
    if (n < FRM_HEADER) {
        return 0;
    }
    if (!frm_header(p, type, &len)) {
        return -1;
    }
    if (n < FRM_HEADER + len) {
        return 0; /* *type is known already */
    }
    r->p = (const unsigned char *)p + FRM_HEADER;
    r->n = len;
    r->bad = 0;
    *size = FRM_HEADER + len;
    return 1;
}

static const unsigned char *frm_take(FrmReader *r, size_t n) {
    if (r->bad || r->n < n) {
        r->bad = 1;
        return NULL;
    }
    const unsigned char *p = r->p;
    r->p += n;
    r->n -= n;
    return p;
}

unsigned frm_get8(FrmReader *r) {
    const unsigned char *p = frm_take(r, 1);
    return p ? p[0] : 0;
}

uint32_t frm_get32(FrmReader *r) {
    const unsigned char *p = frm_take(r, 4);
    return p ? frm_get_u32(p) : 0;
}

double frm_getf64(FrmReader *r) {
    double v = 0;
    const unsigned char *p = frm_take(r, sizeof v);
    if (p) {
        memcpy(&v, p, sizeof v);
    }
    return v;
}

const char *frm_getbytes(FrmReader *r, size_t n) {
    return (const char *)frm_take(r, n);
}

const char *frm_rest(FrmReader *r, size_t *n) {
    *n = r->bad ? 0 : r->n;
    return (const char *)frm_take(r, *n);
}
