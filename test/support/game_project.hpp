#pragma once
// A game project folder for tests: the exporter's output of the real fixture in
// Intermediate/Rusteal/uht and a rusteal.toml binding CoreUObject, Engine, InputCore and
// EnhancedInput.
#include "project_pins.hpp"
#include "temp_dir.hpp"

#include <filesystem>
#include <fstream>

namespace rusteal::test {

inline constexpr const char* kGameConfig = R"([project]
crate = "probe"

[codegen]
features = ["core", "engine", "input", "enhanced-input"]

[codegen.modules]
CoreUObject = { module = "core_ue", feature = "core" }
Engine = { module = "engine", feature = "engine" }
InputCore = { module = "input_core", feature = "input" }
EnhancedInput = { module = "enhanced_input", feature = "enhanced-input", plugin = "EnhancedInput" }
)";

class GameProject {
public:
    GameProject() {
        auto uht = uht_dir();
        std::filesystem::create_directories(uht);
        for (auto f : {"rusteal_classes.json", "rusteal_structs.json", "rusteal_enums.json"})
            std::filesystem::copy_file(std::filesystem::path(RUSTEAL_FIXTURE_DIR) / f,
                                       uht / f);
        std::ofstream(root() / "rusteal.toml") << kGameConfig;
        std::ofstream(root() / "Probe.uproject") << "{\"FileVersion\": 3}\n";
        std::filesystem::create_directories(root() / "Rust");
        std::ofstream(root() / "Rust/Cargo.toml") << "[workspace]\nresolver = \"3\"\nmembers = []\n";
        pin_to_this_checkout(root());
    }
    const std::filesystem::path& root() const { return dir_.path(); }
    std::filesystem::path uht_dir() const { return root() / "Intermediate" / "Rusteal" / "uht"; }
    std::filesystem::path generated_dir() const { return root() / "Plugins" / "Rusteal" / "Source" / "Rusteal" / "Generated"; }

private:
    TempDir dir_;
};

} // namespace rusteal::test
