// libFuzzer target: the generator's inputs. The bytes are split into a rusteal.toml and the three
// reflection files; whatever they hold, loading must either succeed or throw GeneratorError, and a
// loaded model must bind, number and emit without failing.
#include "generators/code_generator.hpp"
#include "generators/cpp_wrapper_emitter.hpp"
#include "generators/function_table.hpp"
#include "generators/load_reflection.hpp"
#include "generators/table_emitters.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace rusteal::generators;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    // Four parts separated by NUL bytes: toml, classes, structs, enums.
    std::string_view parts[4] = {"", R"({"classes":[]})", R"({"structs":[]})", R"({"enums":[]})"};
    for (int i = 0; i < 4 && !input.empty(); ++i) {
        auto nul = input.find('\0');
        parts[i] = input.substr(0, nul);
        input = nul == std::string_view::npos ? std::string_view{} : input.substr(nul + 1);
    }
    RustealConfig config;
    try {
        config = parse_config(parts[0], "rusteal.toml");
    } catch (const GeneratorError&) {
        config = parse_config("[project]\ncrate = \"f\"\n[codegen]\nfeatures = [\"core\"]\n[codegen.modules]\n"
                              "CoreUObject = { module = \"core_ue\", feature = \"core\" }\n"
                              "Engine = { module = \"engine\", feature = \"core\" }\n",
                              "default.toml");
    }
    try {
        auto model = parse_reflection(parts[1], parts[2], parts[3], "uht");
        auto ctx = make_library_context(config, model);
        auto bound = bind_model(model, ctx);
        auto table = build_function_table(bound, ctx);
        (void)emit_cpp_wrappers(model, table, ctx);
        (void)emit_func_ids_h(table);
        (void)emit_fill_func_table_cpp(table, ctx);
        (void)emit_module_deps(ctx);
    } catch (const GeneratorError&) {
    }
    return 0;
}
