// The runner of main.qml: a QApplication (Datepick's Qt Quick items host its widgets) and a QQmlApplicationEngine
// that loads the file named on the command line (main.qml beside this file by default), importing the module from
// DATEPICK_QML_DIR (the build's qml/) and from QML_IMPORT_PATH. With --check it loads the file, prints the
// button's text and its view's locale, and quits: the example's test.
#include <QtCore/QCommandLineParser>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtQml/QQmlApplicationEngine>
#include <QtWidgets/QApplication>

#include <cstdio>

int main(int argc, char **argv) {
    QApplication application(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({"check", "load the file, print the DateButton's text and locale, and quit"});
    parser.addPositionalArgument("file", "the QML file (default: main.qml of the sources)");
    parser.process(application);
    const QString file = parser.positionalArguments().value(0, QStringLiteral(DATEPICK_QML_EXAMPLE));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral(DATEPICK_QML_DIR));
    engine.load(file);
    if (engine.rootObjects().isEmpty()) return 1;
    if (!parser.isSet("check")) return application.exec();

    QObject *button = engine.rootObjects().first()->findChild<QObject *>(QString(), Qt::FindChildrenRecursively);
    for (QObject *object : engine.rootObjects().first()->findChildren<QObject *>())
        if (QByteArray(object->metaObject()->className()).endsWith("DateButton")) button = object;
    QString text, json;
    QMetaObject::invokeMethod(button, "text", Q_RETURN_ARG(QString, text));
    QMetaObject::invokeMethod(button, "viewJson", Q_RETURN_ARG(QString, json));
    const QString locale = QJsonDocument::fromJson(json.toUtf8()).object().value("locale").toString();
    std::printf("%s\n%s\n", qPrintable(text), qPrintable(locale));
    return locale.isEmpty() ? 1 : 0;
}
