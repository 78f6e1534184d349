// libdatepick is implemented in Swift (Sources/DatePickC, `@c @implementation`, checked against the header by the
// compiler), but for its version: the header's macro, in static storage, as the header promises.
#include "datepick.h"

const char *dp_version(void) { return DATEPICK_VERSION; }
