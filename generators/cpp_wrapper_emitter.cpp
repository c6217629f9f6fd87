#include "generators/cpp_wrapper_emitter.hpp"

#include "generators/type_map.hpp"
#include "generators/ue_flags.hpp"

#include <map>
#include <set>

namespace rusteal::generators {
namespace {


std::string fixed_int(const std::string& underlying) {
    if (underlying.rfind("int", 0) == 0 || underlying.rfind("uint", 0) == 0) return underlying + "_t";
    return "uint8_t";
}

struct Plan {
    std::vector<std::string> c_params;
    std::vector<std::string> pre;
    std::vector<std::string> args;
    std::vector<std::string> post;
    std::string ret; // statement template with CALL as the call expression
    bool uses_name = false;
    bool uses_container = false;
};

class WrapperWriter {
public:
    WrapperWriter(const CppTypeNames& names) : names_(names) {}

    // The C ABI type of a scalar-like value (what crosses the boundary).
    std::string abi_type(const PropertyInfo& p, TypeKind k) const {
        switch (k) {
        case TypeKind::Bool: return "bool";
        case TypeKind::Int8: return "int8_t";
        case TypeKind::UInt8: return "uint8_t";
        case TypeKind::Int16: return "int16_t";
        case TypeKind::UInt16: return "uint16_t";
        case TypeKind::Int32: return "int32_t";
        case TypeKind::UInt32: return "uint32_t";
        case TypeKind::Int64: return "int64_t";
        case TypeKind::UInt64: return "uint64_t";
        case TypeKind::Float: return "float";
        case TypeKind::Double: return "double";
        case TypeKind::Enum: return names_.int_type_of_enum(p);
        case TypeKind::Name: return "uint64_t";
        default: return "void*"; // objects
        }
    }

    // Turns the C value `v` into the engine type for an input argument.
    std::string to_engine(const PropertyInfo& p, TypeKind k, const std::string& v) const {
        switch (k) {
        case TypeKind::Enum: return "static_cast<" + names_.enum_type(*p.enum_name) + ">(" + v + ")";
        case TypeKind::Name: return "RustealUnpackFName(" + v + ")";
        case TypeKind::Object:
        case TypeKind::SoftObject:
        case TypeKind::WeakObject: {
            auto t = names_.value_type(p);
            if (k == TypeKind::Object) return "static_cast<" + t + ">(" + v + ")";
            auto pointee = t.substr(t.find('<') + 1, t.rfind('>') - t.find('<') - 1);
            return t + "(static_cast<" + pointee + "*>(" + v + "))";
        }
        case TypeKind::Class: {
            auto t = names_.value_type(p);
            if (t == "UClass*") return "static_cast<UClass*>(" + v + ")";
            return t + "(static_cast<UClass*>(" + v + "))";
        }
        case TypeKind::Interface: return names_.value_type(p) + "(static_cast<UObject*>(" + v + "))";
        default: return v;
        }
    }

    // Writes the engine value `v` to the C pointer `out` (post-call or return).
    std::string from_engine(TypeKind k, const std::string& v, const std::string& out) const {
        switch (k) {
        case TypeKind::Enum:
            return "*" + out + " = static_cast<std::remove_pointer_t<decltype(" + out + ")>>(RustealEnumValue(" + v + "));";
        case TypeKind::Name: return "*" + out + " = RustealPackFName(" + v + ");";
        case TypeKind::Object:
        case TypeKind::SoftObject:
        case TypeKind::WeakObject:
        case TypeKind::Class:
        case TypeKind::Interface: return "*" + out + " = RustealObjectPtr(" + v + ");";
        default: return "*" + out + " = " + v + ";";
        }
    }

    std::string container_ref(const PropertyInfo& p, const std::string& base) const {
        return "*static_cast<FProperty*>(" + base + "_Prop)->ContainerPtrToValuePtr<" + names_.value_type(p) + ">(" + base +
               "_Base)";
    }

    void param(const PropertyInfo& p, Plan& plan) const {
        auto k = *classify(p);
        auto dir = param_direction(p.prop_flags);
        const std::string& x = p.name;
        if (k == TypeKind::Name) plan.uses_name = true;
        if (is_container(k)) {
            plan.uses_container = true;
            plan.c_params.push_back("void* " + x + "_Base");
            plan.c_params.push_back("void* " + x + "_Prop");
            plan.args.push_back(container_ref(p, x)); // in, out and in-out alike: the container itself
            return;
        }
        const auto engine_type = names_.value_type(p);
        const auto local = x + "_Local";
        if (k == TypeKind::String || k == TypeKind::Text) {
            auto read = [&](const std::string& ptr, const std::string& len) {
                auto s = "RustealReadUtf8(" + ptr + ", " + len + ")";
                return k == TypeKind::Text ? "FText::FromString(" + s + ")" : s;
            };
            if (dir == ParamDirection::In) {
                plan.c_params.push_back("const char* " + x);
                plan.c_params.push_back("uint32_t " + x + "Len");
                plan.args.push_back(read(x, x + "Len"));
                return;
            }
            if (dir == ParamDirection::InOut) {
                plan.c_params.push_back("const char* " + x);
                plan.c_params.push_back("uint32_t " + x + "Len");
                plan.pre.push_back(engine_type + " " + local + " = " + read(x, x + "Len") + ";");
            } else {
                plan.pre.push_back(engine_type + " " + local + ";");
            }
            plan.c_params.push_back("char* Out" + x);
            plan.c_params.push_back("uint32_t Out" + x + "BufLen");
            plan.c_params.push_back("uint32_t* Out" + x + "Len");
            plan.args.push_back(local);
            plan.post.push_back("RustealWriteUtf8(" + local + ", Out" + x + ", Out" + x + "BufLen, Out" + x + "Len);");
            return;
        }
        if (k == TypeKind::Struct) {
            if (dir == ParamDirection::In) {
                plan.c_params.push_back("const uint8_t* " + x);
                plan.args.push_back("RustealLoadStruct<" + engine_type + ">(" + x + ")");
                return;
            }
            // Out and in-out structs: a local copy, stored back by assignment into the caller's
            // buffer (an engine-initialised value), so a struct owning memory is copied as C++ does.
            auto ptr = dir == ParamDirection::InOut ? x : "Out" + x;
            plan.c_params.push_back("uint8_t* " + ptr);
            if (dir == ParamDirection::InOut)
                plan.pre.push_back(engine_type + " " + local + " = RustealLoadStruct<" + engine_type + ">(" + ptr + ");");
            else
                plan.pre.push_back(engine_type + " " + local + ";");
            plan.args.push_back(local);
            plan.post.push_back("RustealStoreStruct(" + ptr + ", " + local + ");");
            return;
        }
        const auto abi = abi_type(p, k);
        if (dir == ParamDirection::In) {
            plan.c_params.push_back(abi + " " + x);
            plan.args.push_back(to_engine(p, k, x));
            return;
        }
        // Out and in-out scalars, objects, names and enums: a local of the engine's type.
        auto ptr = dir == ParamDirection::InOut ? x : "Out" + x;
        plan.c_params.push_back(abi + "* " + ptr);
        if (dir == ParamDirection::InOut) plan.pre.push_back(engine_type + " " + local + " = " + to_engine(p, k, "*" + ptr) + ";");
        else plan.pre.push_back(engine_type + " " + local + "{};");
        plan.args.push_back(local);
        plan.post.push_back(from_engine(k, local, ptr));
    }

    void return_value(const PropertyInfo& p, Plan& plan) const {
        auto k = *classify(p);
        if (k == TypeKind::Name) plan.uses_name = true;
        if (is_container(k)) {
            plan.uses_container = true;
            plan.c_params.push_back("void* OutReturnValue_Base");
            plan.c_params.push_back("void* OutReturnValue_Prop");
            plan.ret = "*static_cast<FProperty*>(OutReturnValue_Prop)->ContainerPtrToValuePtr<std::decay_t<decltype(CALL)>>("
                       "OutReturnValue_Base) = CALL;";
            return;
        }
        if (k == TypeKind::String || k == TypeKind::Text) {
            plan.c_params.push_back("char* OutBuf");
            plan.c_params.push_back("uint32_t BufLen");
            plan.c_params.push_back("uint32_t* OutLen");
            plan.ret = "RustealWriteUtf8(CALL, OutBuf, BufLen, OutLen);";
            return;
        }
        if (k == TypeKind::Struct) {
            plan.c_params.push_back("uint8_t* OutReturnValue");
            plan.ret = "RustealStoreStruct(OutReturnValue, CALL);";
            return;
        }
        plan.c_params.push_back(abi_type(p, k) + "* OutReturnValue");
        plan.ret = from_engine(k, "CALL", "OutReturnValue");
    }

private:
    const CppTypeNames& names_;
};

void collect_headers(const PropertyInfo& p, const CppTypeNames& names, std::set<std::string>& headers) {
    auto add_class = [&](const std::optional<std::string>& n) {
        if (const auto* c = n ? names.cls(*n) : nullptr; c && !c->header.empty()) headers.insert(c->header);
    };
    add_class(p.class_name);
    add_class(p.meta_class_name);
    add_class(p.interface_name);
    if (p.struct_name)
        if (const auto* s = names.strct(*p.struct_name); s && !s->header.empty()) headers.insert(s->header);
    for (const auto* inner : {p.inner_prop.get(), p.key_prop.get(), p.value_prop.get(), p.element_prop.get()})
        if (inner) collect_headers(*inner, names, headers);
}

} // namespace

CppTypeNames::CppTypeNames(const ReflectionModel& model) {
    for (const auto& c : model.classes) classes_.emplace(c.name, &c);
    for (const auto& s : model.structs) structs_.emplace(s.name, &s);
    for (const auto& e : model.enums) enums_.emplace(e.name, &e);
}

const ClassInfo* CppTypeNames::cls(const std::string& n) const {
    auto it = classes_.find(n);
    return it == classes_.end() ? nullptr : it->second;
}
const StructInfo* CppTypeNames::strct(const std::string& n) const {
    auto it = structs_.find(n);
    return it == structs_.end() ? nullptr : it->second;
}
const EnumInfo* CppTypeNames::enm(const std::string& n) const {
    auto it = enums_.find(n);
    return it == enums_.end() ? nullptr : it->second;
}

std::string CppTypeNames::enum_type(const std::string& enum_name) const {
    const auto* e = enm(enum_name);
    std::string cpp = e ? e->cpp_name : enum_name;
    return e && e->cpp_form == 1 ? cpp + "::Type" : cpp;
}

std::string CppTypeNames::enum_storage(const PropertyInfo& p) const {
    const auto* e = p.enum_name ? enm(*p.enum_name) : nullptr;
    auto form = p.enum_cpp_form ? *p.enum_cpp_form : e ? e->cpp_form : 2u;
    auto t = enum_type(*p.enum_name);
    return form == 2 ? t : "TEnumAsByte<" + t + ">";
}

std::string CppTypeNames::int_type_of_enum(const PropertyInfo& p) const {
    if (p.enum_underlying_type) return fixed_int(*p.enum_underlying_type);
    if (const auto* e = p.enum_name ? enm(*p.enum_name) : nullptr) return fixed_int(e->underlying_type);
    return "uint8_t";
}

std::string CppTypeNames::value_type(const PropertyInfo& p) const {
    auto k = classify(p);
    auto class_cpp = [&](const std::optional<std::string>& n) {
        const auto* c = n ? cls(*n) : nullptr;
        return c ? c->cpp_name : std::string("UObject");
    };
    switch (k.value_or(TypeKind::Int32)) {
    case TypeKind::Bool: return "bool";
    case TypeKind::Int8: return "int8";
    case TypeKind::UInt8: return "uint8";
    case TypeKind::Int16: return "int16";
    case TypeKind::UInt16: return "uint16";
    case TypeKind::Int32: return "int32";
    case TypeKind::UInt32: return "uint32";
    case TypeKind::Int64: return "int64";
    case TypeKind::UInt64: return "uint64";
    case TypeKind::Float: return "float";
    case TypeKind::Double: return "double";
    case TypeKind::String: return "FString";
    case TypeKind::Text: return "FText";
    case TypeKind::Name: return "FName";
    case TypeKind::Enum: return enum_storage(p);
    case TypeKind::Object: return class_cpp(p.class_name) + "*";
    case TypeKind::SoftObject: return "TSoftObjectPtr<" + class_cpp(p.class_name) + ">";
    case TypeKind::WeakObject: return "TWeakObjectPtr<" + class_cpp(p.class_name) + ">";
    case TypeKind::Class:
        if (!p.meta_class_name || *p.meta_class_name == "Object") return "UClass*";
        return "TSubclassOf<" + class_cpp(p.meta_class_name) + ">";
    case TypeKind::Interface: return "TScriptInterface<I" + p.interface_name.value_or("Interface") + ">";
    case TypeKind::Struct: {
        const auto* s = p.struct_name ? strct(*p.struct_name) : nullptr;
        return s ? s->cpp_name : "F" + p.struct_name.value_or("Unknown");
    }
    case TypeKind::Array: return "TArray<" + value_type(*p.inner_prop) + ">";
    case TypeKind::Set: return "TSet<" + value_type(*p.element_prop) + ">";
    case TypeKind::Map: return "TMap<" + value_type(*p.key_prop) + ", " + value_type(*p.value_prop) + ">";
    case TypeKind::Delegate:
    case TypeKind::MulticastDelegate: return "void*";
    }
    return "void*";
}

std::string wrapper_file_name(const std::string& module, const std::string& class_name) {
    return "RustealFunc_" + module + "_" + class_name + ".cpp";
}

std::map<std::string, std::vector<const FunctionTableEntry*>> group_wrapper_files(const std::vector<FunctionTableEntry>& table) {
    std::map<std::string, std::vector<const FunctionTableEntry*>> files;
    for (const auto& e : table) files[wrapper_file_name(e.module, e.cls->info->name)].push_back(&e);
    return files;
}

std::string wrapper_fill_function(std::string_view symbol_prefix, const std::string& file_name) {
    // "RustealFunc_engine_Actor.cpp" -> "<prefix>RustealFuncs_engine_Actor"
    std::string stem = file_name.substr(0, file_name.rfind('.'));
    if (stem.rfind("RustealFunc_", 0) == 0) stem.erase(0, 12);
    return std::string(symbol_prefix) + "RustealFuncs_" + stem;
}

std::vector<GeneratedFile> emit_cpp_wrappers(const ReflectionModel& model, const std::vector<FunctionTableEntry>& table,
                                             const LibraryContext& ctx) {
    CppTypeNames names(model);
    std::vector<GeneratedFile> out;
    for (const auto& [name, entries] : group_wrapper_files(table))
        out.push_back(emit_cpp_wrapper_file(names, name, entries, ctx.symbol_prefix()));
    return out;
}

GeneratedFile emit_cpp_wrapper_file(const CppTypeNames& names, const std::string& file_name,
                                    const std::vector<const FunctionTableEntry*>& entries, std::string_view symbol_prefix) {
    WrapperWriter writer(names);
    {
        const auto* cls = entries.front()->cls->info;
        std::set<std::string> headers;
        if (!cls->header.empty()) headers.insert(cls->header);
        std::string body;
        bool any_name = false, any_container = false;
        for (const auto* e : entries) {
            const auto& bf = *e->func;
            const auto& f = *bf.info;
            if (bf.declared_in && !bf.declared_in->header.empty()) headers.insert(bf.declared_in->header);
            Plan plan;
            bool is_static = f.is_static || (f.func_flags & func::Static);
            if (!is_static) plan.c_params.push_back("void* Obj");
            for (const auto& p : f.params) {
                collect_headers(p, names, headers);
                if (param_direction(p.prop_flags) == ParamDirection::Return) writer.return_value(p, plan);
                else writer.param(p, plan);
            }
            any_name |= plan.uses_name;
            any_container |= plan.uses_container;

            std::string args;
            for (const auto& a : plan.args) args += (args.empty() ? "" : ", ") + a;
            const std::string& cpp = cls->cpp_name;
            bool native_event = (f.func_flags & func::BlueprintEvent) && (f.func_flags & func::Native);
            bool via_access = bf.via_interface.empty() && (native_event || (f.func_flags & func::Protected));
            std::string callee = native_event && bf.via_interface.empty() ? bf.ue_name + "_Implementation" : bf.ue_name;
            std::string call;
            std::string access;
            if (!bf.via_interface.empty()) {
                call = "static_cast<" + bf.via_interface + "*>(Self)->" + callee + "(" + args + ")";
            } else if (via_access) {
                // Reaches a protected function (or a BlueprintNativeEvent's _Implementation) from outside.
                access = "\tstruct FRustealAccess : " + cpp + " { using " + cpp + "::" + callee + "; };\n";
                call = is_static ? "FRustealAccess::" + callee + "(" + args + ")"
                                 : "(Self->*(&FRustealAccess::" + callee + "))(" + args + ")";
            } else if (is_static) {
                call = cpp + "::" + callee + "(" + args + ")";
            } else {
                call = "Self->" + callee + "(" + args + ")";
            }

            body += "extern \"C\" uint32_t " + e->symbol + "(";
            for (std::size_t i = 0; i < plan.c_params.size(); ++i) body += (i ? ", " : "") + plan.c_params[i];
            body += ")\n{\n";
            if (!is_static) {
                body += "\tauto* Self = static_cast<" + cpp + "*>(Obj);\n";
                body += "#if UE_BUILD_DEBUG || UE_BUILD_DEVELOPMENT\n\tif (!IsValid(Self)) return RustealErrorCode_ObjectDestroyed;\n#endif\n";
            }
            body += access;
            for (const auto& s : plan.pre) body += "\t" + s + "\n";
            if (plan.ret.empty()) {
                body += "\t" + call + ";\n";
            } else {
                std::string stmt = plan.ret;
                for (auto pos = stmt.find("CALL"); pos != std::string::npos; pos = stmt.find("CALL", pos + call.size()))
                    stmt.replace(pos, 4, call);
                body += "\t" + stmt + "\n";
            }
            for (const auto& s : plan.post) body += "\t" + s + "\n";
            body += "\treturn RustealErrorCode_Ok;\n}\n\n";
        }
        if (any_container) headers.insert("UObject/UnrealType.h");
        (void)any_name; // names convert with RustealWrapperSupport.h, always included
        // The file's wrappers, in table order, for RustealFillFuncTable.cpp, which places them at their
        // ids. It declares only this function, never a wrapper (a wrapper declared `(...)` there
        // would clash with its definition when UBT merges the files into one unity translation
        // unit), and no id appears here: adding a function elsewhere leaves this file as it is.
        body += "void* const* " + wrapper_fill_function(symbol_prefix, file_name) + "(uint32_t* OutCount)\n{\n";
        body += "\tstatic void* const Funcs[] = {\n";
        for (const auto* e : entries) body += "\t\treinterpret_cast<void*>(&" + e->symbol + "),\n";
        body += "\t};\n\t*OutCount = static_cast<uint32_t>(sizeof(Funcs) / sizeof(Funcs[0]));\n\treturn Funcs;\n}\n\n";
        std::string text = "// Generated by rusteal from the engine's reflection. Do not edit: regenerate.\n";
        for (const auto& h : headers) text += "#include \"" + h + "\"\n";
        text += "#include \"RustealWrapperSupport.h\"\n";
        text += "\n#include <cstdint>\n#include <cstring>\n#include <type_traits>\n\n";
        // A bound function the engine deprecated is still callable: Unreal's own macros silence
        // the warning on every compiler (as UHT's generated code does).
        text += "PRAGMA_DISABLE_DEPRECATION_WARNINGS\n\n";
        text += body;
        text += "PRAGMA_ENABLE_DEPRECATION_WARNINGS\n";
        return {file_name, std::move(text)};
    }
}

} // namespace rusteal::generators
