#pragma once
// The files the daemon writes into projects, embedded when it is built (cmake/embed_files.cmake):
// the templates of templates/ and the UE plugins of plugin_runtime/ (with the library host, the
// ABI header and the exporter they carry), so an installed daemon needs no source tree.
#include <string_view>
#include <vector>

namespace rusteal::scaffold {

struct EmbeddedFile {
    std::string_view path;    // relative, with '/'
    std::string_view content;
};

// templates/: "game/blank/base/rusteal.toml.tera", "plugin/blank/template.toml", ...
const std::vector<EmbeddedFile>& template_files();
// What `setup` installs under <project>/Plugins/: "Rusteal/Rusteal.uplugin", ...
const std::vector<EmbeddedFile>& plugin_files();

} // namespace rusteal::scaffold
