/// @file export.h
/// The export macro of libdatepick-qt6: the library is built with hidden visibility, and only what carries
/// DATEPICK_QT_EXPORT (the public classes and the Mode namespace's meta-object) is in its ABI.
#pragma once

#include <QtCore/qglobal.h>

#if defined(DATEPICK_QT_BUILDING)
#define DATEPICK_QT_EXPORT Q_DECL_EXPORT
#else
#define DATEPICK_QT_EXPORT Q_DECL_IMPORT
#endif
