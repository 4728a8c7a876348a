#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>

class QEvent;
class QObject;
class QWidget;

namespace headroom::app {

// The user interface language: Headroom's own translations (embedded under
// :/i18n by qt_add_translations) plus Qt's (qtbase_<lang>.qm from the
// system's Qt translations folder), and the locale numbers are written in.
namespace language {

// The languages Headroom ships, as codes ("en", "de", "es", "zh_CN").
QStringList available();
// The language's own name ("Deutsch", "简体中文"): the Preferences list.
QString nativeName(const QString& code);
// A preference ("" = the system's) resolved to one of available().
QString resolve(const QString& preference);
// Installs the translators for the preference (none for English, the
// source language) and makes its locale the default. Qt then sends
// QEvent::LanguageChange to every widget. Returns the code in use.
QString apply(const QString& preference);
// The code apply() installed last ("en" before any call).
QString current();
QLocale currentLocale();

// The one way a static text is set: `set` runs now, and again whenever
// `owner` receives QEvent::LanguageChange, for as long as `target` (the
// widget or action whose text it sets) lives. It runs before owner's own
// changeEvent(), which therefore sees the new texts (InputPanel measures its
// labels there). For example
//     language::keep(this, label, [label] { label->setText(tr("Layers")); });
// Texts computed from results are redrawn by their owners instead.
void keep(QWidget* owner, QObject* target, std::function<void()> set);
// For a widget that draws texts itself: true once per real switch of language
// since `*drawnIn` (then updated); installing a translator for the language
// already shown (at start-up) is no switch.
bool switchedSince(QString* drawnIn, const QEvent* event);

} // namespace language
} // namespace headroom::app
