#include "ProcessArguments.h"

static int saved_argc;
static char **saved_argv;
static char *no_arguments[] = {0};

// Run by glibc before main, with main's own argc, argv and envp (see the header); in libdatepick, when the library
// is loaded, with the program's.
__attribute__((constructor)) static void dp_save_process_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 0 && argv != 0) {
        saved_argc = argc;
        saved_argv = argv;
    }
}

int dp_process_argc(void) { return saved_argc; }

char *const *dp_process_argv(void) { return saved_argv; }

// The Swift runtime's own definition of this internal entry (stdlib/public/CommandLineSupport/CommandLine.cpp)
// comes with a constructor that reads /proc/self/maps at every start, and every load of libdatepick, to find
// argv on the stack: a line a mapping, each parsed with sscanf, 0.1 ms here. Where the runtime is linked in
// statically (the release `datepick` and libdatepick), this definition comes first and the archive's is left
// out, so CommandLine.arguments is what glibc handed the initialisers, for nothing. Where the runtime is a
// shared library (debug builds), the runtime binds its own and this one goes unused. Swift calls it with its own
// convention, which for one pointer in and one out is C's.
__attribute__((visibility("hidden"), swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    if (saved_argv == 0) {
        *count = 0;
        return no_arguments;
    }
    *count = saved_argc;
    return saved_argv;
}
