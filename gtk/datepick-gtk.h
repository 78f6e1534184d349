/* Datepick for GTK 4: date and time picker widgets on libdatepick, the locale's way (ICU's CLDR data).
 * Include this header alone. GI namespace Datepick, version 1. */
#pragma once

#define DATEPICK_GTK_INSIDE
#include "datepick-date-field.h"
#include "datepick-mode.h"
#include "datepick-wheel-picker.h"
#include "datepick-calendar.h"
#include "datepick-date-button.h"
#undef DATEPICK_GTK_INSIDE
