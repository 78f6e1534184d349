// The C side of libdatepick is its header alone (include/datepick.h): every function is implemented in Swift
// (Sources/DatePickC, `@c @implementation`, checked against the header by the compiler). A C target needs one
// source file; this is it.
#include "datepick.h"
