// spawn: runs a program to its end, its output discarded, and prints its wall time in seconds, its peak
// resident memory in KiB (ru_maxrss) and its wait status: "0.012345678 17012 0".
//
// datepick-bench runs every process it measures through this small program. Spawned straight from the
// benchmark, a process's ru_maxrss starts at the benchmark's own resident size: posix_spawn shares the
// parent's memory until exec, and exec records that memory's high-water mark as the child's (Linux,
// exec_mmap). From the benchmark, at 45-65 MB by then, the floor was reported at 45 MB (alone: 25 MB) and the
// tables at 65 MB (alone: 35 MB). This program is about 1 MB.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: spawn PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid;
    int error = posix_spawn(&pid, argv[1], &actions, NULL, argv + 1, environ);
    if (error != 0) {
        fprintf(stderr, "spawn: cannot run %s: %s\n", argv[1], strerror(error));
        return 71;
    }
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("spawn: wait4");
            return 71;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%.9f %ld %d\n", seconds, usage.ru_maxrss, status);
    return 0;
}
