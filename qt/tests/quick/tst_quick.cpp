// The Quick Test runner of the QML module Datepick: QUICK_TEST_MAIN's, run in a QApplication, since the items
// host Datepick's Qt widgets (Debian's QtQuickTest makes a QGuiApplication when there is none). The tests are
// tst_*.qml beside this file; the module is imported from the build's qml/ directory (-import, set by CTest).
#include <QtQuickTest/quicktest.h>
#include <QtWidgets/QApplication>

int main(int argc, char **argv) {
    QApplication application(argc, argv);
    return quick_test_main(argc, argv, "datepick_quick", QUICK_TEST_SOURCE_DIR);
}
