// Linked into the release libdatepick ahead of the static Swift runtime (tools/build-clib): the runtime's own
// definition of this function comes with a constructor that reads /proc/self/maps whenever the library is
// loaded, to find the program's arguments on its stack. That read (a line a mapping, parsed with sscanf) was
// 0.1 ms of every dlopen and of every start of a program linked to libdatepick, for arguments the library never
// reads. This definition takes them as glibc hands them to every initialiser instead (the same extension
// Sources/CProcessArguments uses), so `CommandLine.arguments` in the library stays what it was, for nothing.
//
// The runtime calls it with Swift's calling convention, which for one pointer in and one out is the C one.
#if defined(__clang__)
#define DP_SWIFTCALL __attribute__((swiftcall))
#else
#define DP_SWIFTCALL
#endif

static int saved_argc;
static char **saved_argv;
static char *no_arguments[] = {0};

__attribute__((constructor)) static void dp_save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 0 && argv != 0) {
        saved_argc = argc;
        saved_argv = argv;
    }
}

// The runtime's internal entry (stdlib/public/CommandLineSupport/CommandLine.cpp): argc through the pointer,
// argv (NULL-terminated) returned. Hidden: the library's version script keeps it local anyway.
__attribute__((visibility("hidden"))) DP_SWIFTCALL char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    if (saved_argv == 0) {
        *count = 0;
        return no_arguments;
    }
    *count = saved_argc;
    return saved_argv;
}
