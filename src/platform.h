/*
 * platform.h: what isolates an MCP worker process, behind one small interface (platform.c).
 * Linux has all of it: descriptors closed, death with the server (prctl), rlimits, and the
 * seccomp-bpf wall (libseccomp; CMake's MOONPY_SECCOMP=OFF builds without it). A port to
 * another system implements these functions and nothing else in src/mcp/ changes.
 */
#ifndef MOONPY_PLATFORM_H
#define MOONPY_PLATFORM_H

#include <stddef.h>
#include <sys/types.h>

/* The descriptor a worker keeps: its end of the socket to the server. */
#define PLAT_WORKER_FD 3

typedef struct PlatWall PlatWall;
/* The system-call wall, built once before any fork (NULL if it cannot be built). */
PlatWall *plat_wall_new(void);
void plat_wall_free(PlatWall *w);
/* 1 if this build has a system-call wall (seccomp), else 0. */
int plat_has_wall(void);
/* In the child: fd becomes PLAT_WORKER_FD and every other descriptor is closed (stderr is kept
 * if keep_stderr); returns 0 on failure. */
int plat_keep_only(int fd, int keep_stderr);
/* In the child: it dies when the server does; returns 0 if the server is already gone. */
int plat_die_with(pid_t server);
/* In the child: address space (0: no limit), CPU seconds for its whole life (0: none), no
 * files, no core dumps, no processes. files_ok keeps RLIMIT_FSIZE (sanitizer reports). */
void plat_limits(size_t address_space, double cpu_seconds, int files_ok);
/* In the child, last: from here on only the calls the wall allows; returns 0 on failure. */
int plat_wall_enter(PlatWall *w);

#endif
