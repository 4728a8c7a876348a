#include "language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>
#include <QVariant>
#include <QWidget>

#include <vector>

namespace headroom::app::language {

namespace {

QTranslator* g_app = nullptr;
QTranslator* g_qt = nullptr;
QString g_current = QStringLiteral("en");

// The texts keep() registered on one owner, set again when the owner gets
// QEvent::LanguageChange. As an event filter on the owner it runs before
// the owner's own event handling. A switch sends one event per translator
// removed and installed; the texts are set once per language.
class Keeper : public QObject {
public:
    explicit Keeper(QWidget* owner) : QObject(owner), m_language(g_current) { owner->installEventFilter(this); }

    void add(QObject* target, std::function<void()> set)
    {
        set();
        m_texts.push_back({target, std::move(set)});
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == parent() && switchedSince(&m_language, event)) {
            std::erase_if(m_texts, [](const Text& t) { return t.target.isNull(); });
            for (const Text& t : m_texts)
                t.set();
        }
        return false;
    }

private:
    struct Text {
        QPointer<QObject> target;
        std::function<void()> set;
    };
    std::vector<Text> m_texts;
    QString m_language; // the language the texts are in
};

} // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString& code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("es"))
        return QStringLiteral("Español");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString resolve(const QString& preference)
{
    const QStringList codes = available();
    if (codes.contains(preference))
        return preference;
    // The system's: the first of its UI languages that Headroom has.
    for (QString ui : QLocale::system().uiLanguages()) {
        ui.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (ui.startsWith(QLatin1String("zh")))
            return ui.contains(QLatin1String("Hant")) || ui.endsWith(QLatin1String("_TW")) ||
                           ui.endsWith(QLatin1String("_HK"))
                       ? QStringLiteral("en")
                       : QStringLiteral("zh_CN");
        const QString base = ui.section(QLatin1Char('_'), 0, 0);
        if (base == QLatin1String("C") || base == QLatin1String("en"))
            return QStringLiteral("en");
        if (codes.contains(base))
            return base;
    }
    return QStringLiteral("en");
}

QString apply(const QString& preference)
{
    const QString code = resolve(preference);
    if (g_app) {
        QCoreApplication::removeTranslator(g_app);
        delete g_app;
        g_app = nullptr;
    }
    if (g_qt) {
        QCoreApplication::removeTranslator(g_qt);
        delete g_qt;
        g_qt = nullptr;
    }
    // Numbers, dates and money follow the language. With the system's
    // language, the system's own variant of it when it has one (de_AT, es_MX).
    const QLocale locale(code);
    // (By name: QLocale::system() itself formats numbers by LC_NUMERIC, which
    // LANGUAGE=de with LC_ALL=C would leave English.)
    const QLocale system(QLocale::system().name());
    QLocale::setDefault(preference.isEmpty() && system.language() == locale.language() ? system : locale);
    if (code != QLatin1String("en")) {
        g_qt = new QTranslator;
        if (g_qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(g_qt);
        else {
            delete g_qt;
            g_qt = nullptr;
        }
    }
    if (code != QLatin1String("en")) {
        g_app = new QTranslator;
        if (g_app->load(QStringLiteral(":/i18n/headroom_%1.qm").arg(code)))
            QCoreApplication::installTranslator(g_app);
        else {
            qWarning("No translation for %s", qPrintable(code));
            delete g_app;
            g_app = nullptr;
        }
    }
    g_current = code;
    return code;
}

QString current()
{
    return g_current;
}

QLocale currentLocale()
{
    return QLocale();
}

bool switchedSince(QString* drawnIn, const QEvent* event)
{
    if (event->type() != QEvent::LanguageChange || *drawnIn == g_current)
        return false;
    *drawnIn = g_current;
    return true;
}

void keep(QWidget* owner, QObject* target, std::function<void()> set)
{
    // (Keeper has no meta-object of its own, so it is found by a property
    // rather than by findChild, which would take any QObject child for it.)
    static constexpr const char* kKeeper = "headroom_language_keeper";
    auto* keeper = static_cast<Keeper*>(owner->property(kKeeper).value<QObject*>());
    if (!keeper) {
        keeper = new Keeper(owner);
        owner->setProperty(kKeeper, QVariant::fromValue<QObject*>(keeper));
    }
    keeper->add(target, std::move(set));
}

} // namespace headroom::app::language
