#include "ProcessArguments.h"

static int saved_argc;
static char *const *saved_argv;

// Run by glibc before main, with main's own argc, argv and envp (see the header).
__attribute__((constructor)) static void dp_save_process_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 0 && argv != 0) {
        saved_argc = argc;
        saved_argv = argv;
    }
}

int dp_process_argc(void) { return saved_argc; }

char *const *dp_process_argv(void) { return saved_argv; }
