// load: what a C program pays to start using libdatepick, beside the C floor that opens the same ICU services
// for the same locale: dlopen of the library, then its first call.
//
//   load datepick LIBRARY LOCALE   dlopen(LIBRARY) (libdatepick.so.0), then dp_picker_new for LOCALE's date picker
//   load floor LIBRARY LOCALE      dlopen(LIBRARY) (libfloor.so: Benchmarks/floor.c built with -DFLOOR_LIBRARY),
//                                  then floor_one(LOCALE), the floor's calls for one locale (its output discarded)
//
// Prints `load-us T rss-kb R`: the wall time of the two steps in microseconds (CLOCK_MONOTONIC), and how much
// resident memory (VmRSS) they added. Neither library is linked, so the dynamic loader's work on each (and on
// ICU, which both load) is inside the time, as it is for a program that loads libdatepick when it first needs it;
// a program linked to it pays the same before main. Build: cc -O2 load.c -o load (glibc 2.34+: no -ldl).
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long resident_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (status && fgets(line, sizeof line, status))
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1) break;
    if (status) fclose(status);
    return kb;
}

static double now_us(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1e6 + (double)now.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "datepick") != 0 && strcmp(argv[1], "floor") != 0)) {
        fprintf(stderr, "usage: load datepick|floor LIBRARY LOCALE\n");
        return 64;
    }
    long before = resident_kb();
    double start = now_us();
    void *library = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "load: %s\n", dlerror());
        return 1;
    }
    if (strcmp(argv[1], "datepick") == 0) {
        void *(*picker_new)(const char *, char **) = (void *(*)(const char *, char **))dlsym(library, "dp_picker_new");
        char options[128], *error = NULL;
        snprintf(options, sizeof options, "{\"locale\":\"%s\",\"mode\":\"date\"}", argv[3]);
        if (!picker_new || !picker_new(options, &error)) {
            fprintf(stderr, "load: dp_picker_new: %s\n", error ? error : dlerror());
            return 1;
        }
    } else {
        void (*one)(const char *) = (void (*)(const char *))dlsym(library, "floor_one");
        if (!one) {
            fprintf(stderr, "load: %s\n", dlerror());
            return 1;
        }
        /* The floor prints its fields; they go to /dev/null, and stdout comes back for the result. */
        fflush(stdout);
        int saved = dup(1), null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        one(argv[3]);
        fflush(stdout);
        dup2(saved, 1);
        close(null), close(saved);
    }
    double took = now_us() - start;
    printf("load-us %.0f rss-kb %ld\n", took, resident_kb() - before);
    return 0;
}
