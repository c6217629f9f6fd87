// The Rust ABI (rusteal-ffi) and its C++ mirror (RustealApiTable.h) agree field by field: names,
// order, parameter names and types of every function pointer. The reference system tests only
// layouts ("function pointer order is not tested"); a swapped pair of same-typed pointers passes
// every size check and calls the wrong function at run time, so this compares declarations.
#include "exit_status.hpp"
#include "abi_mirror.hpp"
#include "read_file.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace rusteal::test;
namespace fs = std::filesystem;

namespace {

const fs::path kFfi = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/crates/rusteal-ffi/src";
const fs::path kHeader = fs::path(RUSTEAL_SOURCE_DIR) / "plugin_runtime/abi/RustealApiTable.h";

std::vector<fs::path> rust_files(const fs::path& dir) {
    return {dir / "api_table.rs", dir / "callbacks.rs", dir / "reify_types.rs", dir / "handles.rs"};
}

void replace_once(std::string& text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
}

// Copies both sides into a temp folder, applies an edit to one, and returns the differences.
std::vector<std::string> diffs_after(const std::string& file, const std::string& from, const std::string& to) {
    TempDir dir;
    fs::create_directories(dir.path() / "src");
    for (const auto& f : rust_files(kFfi)) fs::copy_file(f, dir.path() / "src" / f.filename());
    fs::copy_file(kHeader, dir.path() / "RustealApiTable.h");
    fs::path target = file == "RustealApiTable.h" ? dir.path() / file : dir.path() / "src" / file;
    std::string text = read_file(target);
    replace_once(text, from, to);
    std::ofstream(target, std::ios::trunc) << text;
    return compare_abi(parse_rust_abi(rust_files(dir.path() / "src")), parse_cpp_abi(dir.path() / "RustealApiTable.h"));
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

} // namespace

TEST_CASE("rusteal-ffi and RustealApiTable.h declare the same ABI", "[abi]") {
    auto rust = parse_rust_abi(rust_files(kFfi));
    auto cpp = parse_cpp_abi(kHeader);
    INFO(joined(compare_abi(rust, cpp)));
    CHECK(compare_abi(rust, cpp).empty());

    // The parsers saw the whole table, not an empty or partial one.
    std::size_t fn_pointers = 0;
    for (const auto& s : rust)
        for (const auto& f : s.fields) fn_pointers += f.type.rfind("fn(", 0) == 0;
    CHECK(fn_pointers == 136 + 7); // the twelve sub-tables and the seven callbacks
    auto table = std::find_if(rust.begin(), rust.end(), [](const AbiStruct& s) { return s.name == "RustealApiTable"; });
    REQUIRE(table != rust.end());
    REQUIRE(table->fields.size() == 15);
    CHECK(table->fields[1].name == "core");
    CHECK(table->fields[12].name == "console");
    CHECK(table->fields[13].type == "*const *const c_void");
}

TEST_CASE("the mirror check fails on a swapped pair of same-typed function pointers", "[abi]") {
    auto diffs = diffs_after("RustealApiTable.h",
                             "    void (*add_gc_root)(UObjectHandle obj);\n    void (*remove_gc_root)(UObjectHandle obj);",
                             "    void (*remove_gc_root)(UObjectHandle obj);\n    void (*add_gc_root)(UObjectHandle obj);");
    REQUIRE(diffs.size() == 2);
    CHECK_THAT(diffs[0], Catch::Contains("RustealLifecycleApi field 1") && Catch::Contains("add_gc_root") &&
                             Catch::Contains("remove_gc_root") && Catch::Contains("RustealApiTable.h:"));
}

TEST_CASE("the mirror check fails on a changed parameter type, name or return type", "[abi]") {
    auto type = diffs_after("RustealApiTable.h", "int32_t (*array_len)(UObjectHandle obj, FPropertyHandle prop);",
                            "uint32_t (*array_len)(UObjectHandle obj, FPropertyHandle prop);");
    REQUIRE(type.size() == 1);
    CHECK_THAT(type[0], Catch::Contains("RustealContainerApi field 1") && Catch::Contains("-> i32") &&
                            Catch::Contains("-> u32"));

    auto param = diffs_after("api_table.rs", "pub set_bool: unsafe extern \"C\" fn(obj: UObjectHandle, prop: FPropertyHandle, val: bool)",
                             "pub set_bool: unsafe extern \"C\" fn(obj: UObjectHandle, prop: FPropertyHandle, val: u8)");
    REQUIRE(param.size() == 1);
    CHECK_THAT(param[0], Catch::Contains("RustealPropertyApi field 2") && Catch::Contains("val: u8") &&
                             Catch::Contains("api_table.rs:"));

    auto constness = diffs_after("RustealApiTable.h", "(*set_string)(UObjectHandle obj, FPropertyHandle prop, const uint8_t* buf",
                                 "(*set_string)(UObjectHandle obj, FPropertyHandle prop, uint8_t* buf");
    REQUIRE(constness.size() == 1);
    CHECK_THAT(constness[0], Catch::Contains("*const u8") && Catch::Contains("*mut u8"));
}

TEST_CASE("the mirror check fails on a field only one side has", "[abi]") {
    auto appended = diffs_after("api_table.rs", "    pub should_display_touch_interface: unsafe extern \"C\" fn() -> bool,\n",
                                "    pub should_display_touch_interface: unsafe extern \"C\" fn() -> bool,\n"
                                "    pub vibrate: unsafe extern \"C\" fn(strength: f32),\n");
    REQUIRE(appended.size() == 1);
    CHECK_THAT(appended[0], Catch::Contains("RustealInputApi field 3") && Catch::Contains("C++ has nothing"));

    auto callbacks = diffs_after("callbacks.rs", "    pub on_shutdown: extern \"C\" fn(),\n", "");
    CHECK_FALSE(callbacks.empty());

    auto struct_only_in_rust = diffs_after("reify_types.rs", "/// Log levels",
                                           "#[repr(C)]\npub struct RustealNew {\n    pub a: u32,\n}\n\n/// Log levels");
    REQUIRE(struct_only_in_rust.size() == 1);
    CHECK_THAT(struct_only_in_rust[0], Catch::Contains("RustealNew") && Catch::Contains("no C++ mirror"));
}

TEST_CASE("the C++ version encoding refuses a minor of 1000 at compile time, without exceptions", "[abi]") {
    TempDir dir;
    auto compile = [&](const std::string& expr) {
        auto src = dir.path() / "v.cpp";
        std::ofstream(src) << "#include \"RustealApiTable.h\"\nstatic_assert(" << expr << ");\n";
        std::string cmd = "g++ -std=c++20 -fno-exceptions -fsyntax-only -I'" + kHeader.parent_path().string() + "' '" +
                          src.string() + "' >'" + (dir.path() / "log").string() + "' 2>&1";
        return std::system(cmd.c_str());
    };
    CHECK(rusteal::test::how_it_ended(compile("RustealEncodeVersion(0, 2, 1) == 2001")) == rusteal::test::exited_with(0));
    CHECK(rusteal::test::how_it_ended(compile("RustealEncodeVersion(0, 1000, 0) > 0")) == rusteal::test::exited_with(1));
    CHECK_THAT(read_file(dir.path() / "log"), Catch::Contains("RustealVersionPartMustBeBelow1000"));
}
