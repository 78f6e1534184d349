// CProcessArguments: the program's arguments as the C library passed them, read before `main`.
//
// Swift's runtime on Linux finds `CommandLine.arguments` through /proc (6.3 reads /proc/self/maps as the
// program starts). Where /proc is not mounted (a chroot, a build sandbox) it finds no arguments at all, and
// datepick would do what it does with none: show the environment's locale and exit 0, whatever it was asked
// to do. glibc passes argc, argv and envp to every function in the program's initialiser array
// (.init_array), a glibc extension that Rust's standard library also takes its arguments from; this target
// keeps what it is given there, and hands the same to a Swift runtime linked in statically (the release
// `datepick` and libdatepick), whose own /proc reader is then left out (ProcessArguments.c).
#ifndef DATEPICK_PROCESS_ARGUMENTS_H
#define DATEPICK_PROCESS_ARGUMENTS_H

/// How many arguments the program was started with (its name included), or 0 when the C library passed none
/// to the program's initialisers (a C library other than glibc).
int dp_process_argc(void);

/// The program's arguments, as its initialisers were given them: `dp_process_argc()` strings, then NULL.
/// NULL when `dp_process_argc()` is 0.
char *const *dp_process_argv(void);

#endif
