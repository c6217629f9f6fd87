#pragma once
// The C++ game module of a project made from a Blueprint-only engine template
// (TP_VirtualRealityBP, TP_UEIntro_BP, ...: no Source/, no "Modules" in the .uproject). The
// Rusteal plugins and the bindings are built with the project, which takes a module for that, so
// `rusteal new` gives such a project the one Unreal's "Add C++ Class" gives a Blueprint project:
// Source/<Name>.Target.cs and <Name>Editor.Target.cs, Source/<Name>/<Name>.Build.cs, <Name>.h and
// <Name>.cpp (the primary game module), and the .uproject's Modules entry.
#include <filesystem>
#include <string>
#include <vector>

namespace rusteal::scaffold {

// Writes the module's files under root/Source (none of them may exist: ScaffoldError naming the
// first that does, nothing of it overwritten) and adds the module to the .uproject's Modules.
// The lines to report.
std::vector<std::string> write_game_module(const std::filesystem::path& root, const std::filesystem::path& uproject,
                                           const std::string& name);

} // namespace rusteal::scaffold
