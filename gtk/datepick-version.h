#pragma once

#if !defined(DATEPICK_GTK_INSIDE) && !defined(DATEPICK_GTK_COMPILATION)
#error "Include <datepick-gtk.h> alone."
#endif

/* The library is built with its symbols hidden (-fvisibility=hidden): what the headers mark with this is its API,
 * and nothing else is exported, as libadwaita exports only what ADW_AVAILABLE_IN_ALL marks. */
#define DATEPICK_AVAILABLE_IN_ALL __attribute__((visibility("default"))) extern
