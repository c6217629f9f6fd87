// The flag values of Unreal 5.8's EClassFlags, EStructFlags, EFunctionFlags and EPropertyFlags
// (CoreUObject's ObjectMacros.h and Class.h) that the header reflector sets.
#pragma once

#include <cstdint>

namespace rusteal::header_reflection::flags {

// EClassFlags
inline constexpr std::uint32_t CLASS_Abstract = 0x1, CLASS_DefaultConfig = 0x2, CLASS_Config = 0x4, CLASS_Transient = 0x8,
                               CLASS_Optional = 0x10, CLASS_MatchedSerializers = 0x20, CLASS_ProjectUserConfig = 0x40,
                               CLASS_Native = 0x80, CLASS_NotPlaceable = 0x200, CLASS_PerObjectConfig = 0x400,
                               CLASS_EditInlineNew = 0x1000, CLASS_CollapseCategories = 0x2000, CLASS_Interface = 0x4000,
                               CLASS_Const = 0x10000, CLASS_MinimalAPI = 0x80000, CLASS_RequiredAPI = 0x100000,
                               CLASS_DefaultToInstanced = 0x200000, CLASS_HasInstancedReference = 0x800000,
                               CLASS_Hidden = 0x1000000, CLASS_Deprecated = 0x2000000, CLASS_HideDropDown = 0x4000000,
                               CLASS_GlobalUserConfig = 0x8000000, CLASS_ConfigDoNotCheckDefaults = 0x40000000;
// What a class takes from its parent (CLASS_Inherit).
inline constexpr std::uint32_t CLASS_Inherit = CLASS_Transient | CLASS_Optional | CLASS_DefaultConfig | CLASS_Config |
                                               CLASS_PerObjectConfig | CLASS_ConfigDoNotCheckDefaults | CLASS_NotPlaceable |
                                               CLASS_Const | CLASS_HasInstancedReference | CLASS_Deprecated |
                                               CLASS_DefaultToInstanced | CLASS_GlobalUserConfig | CLASS_ProjectUserConfig;

// EStructFlags
inline constexpr std::uint32_t STRUCT_Native = 0x1, STRUCT_HasInstancedReference = 0x4, STRUCT_NoExport = 0x8,
                               STRUCT_Atomic = 0x10, STRUCT_Immutable = 0x20;
inline constexpr std::uint32_t STRUCT_Inherit = STRUCT_HasInstancedReference | STRUCT_Atomic;

// EFunctionFlags
inline constexpr std::uint32_t FUNC_Final = 0x1, FUNC_RequiredAPI = 0x2, FUNC_BlueprintAuthorityOnly = 0x4,
                               FUNC_BlueprintCosmetic = 0x8, FUNC_Net = 0x40, FUNC_NetReliable = 0x80, FUNC_Exec = 0x200,
                               FUNC_Native = 0x400, FUNC_Event = 0x800, FUNC_Static = 0x2000, FUNC_NetMulticast = 0x4000,
                               FUNC_MulticastDelegate = 0x10000, FUNC_Public = 0x20000, FUNC_Private = 0x40000,
                               FUNC_Protected = 0x80000, FUNC_Delegate = 0x100000, FUNC_NetServer = 0x200000,
                               FUNC_HasOutParms = 0x400000, FUNC_HasDefaults = 0x800000, FUNC_NetClient = 0x1000000,
                               FUNC_BlueprintCallable = 0x4000000, FUNC_BlueprintEvent = 0x8000000,
                               FUNC_BlueprintPure = 0x10000000, FUNC_EditorOnly = 0x20000000, FUNC_Const = 0x40000000,
                               FUNC_NetValidate = 0x80000000;

// EPropertyFlags
inline constexpr std::uint64_t CPF_Edit = 0x1, CPF_ConstParm = 0x2, CPF_BlueprintVisible = 0x4, CPF_ExportObject = 0x8,
                               CPF_BlueprintReadOnly = 0x10, CPF_Net = 0x20, CPF_EditFixedSize = 0x40, CPF_Parm = 0x80,
                               CPF_OutParm = 0x100, CPF_ReturnParm = 0x400, CPF_DisableEditOnTemplate = 0x800,
                               CPF_Transient = 0x2000, CPF_Config = 0x4000, CPF_DisableEditOnInstance = 0x10000,
                               CPF_EditConst = 0x20000, CPF_GlobalConfig = 0x40000, CPF_InstancedReference = 0x80000,
                               CPF_DuplicateTransient = 0x200000, CPF_SaveGame = 0x1000000, CPF_NoClear = 0x2000000,
                               CPF_ReferenceParm = 0x8000000, CPF_BlueprintAssignable = 0x10000000,
                               CPF_Deprecated = 0x20000000, CPF_RepSkip = 0x80000000, CPF_RepNotify = 0x100000000,
                               CPF_Interp = 0x200000000, CPF_NonTransactional = 0x400000000, CPF_EditorOnly = 0x800000000,
                               CPF_ContainsInstancedReference = 0x8000000000, CPF_AssetRegistrySearchable = 0x10000000000,
                               CPF_SimpleDisplay = 0x20000000000, CPF_AdvancedDisplay = 0x40000000000,
                               CPF_BlueprintCallable = 0x100000000000, CPF_BlueprintAuthorityOnly = 0x200000000000,
                               CPF_TextExportTransient = 0x400000000000, CPF_NonPIEDuplicateTransient = 0x800000000000,
                               CPF_ExposeOnSpawn = 0x1000000000000, CPF_PersistentInstance = 0x2000000000000,
                               CPF_UObjectWrapper = 0x4000000000000, CPF_NativeAccessSpecifierPublic = 0x10000000000000,
                               CPF_NativeAccessSpecifierProtected = 0x20000000000000,
                               CPF_NativeAccessSpecifierPrivate = 0x40000000000000,
                               CPF_SkipSerialization = 0x80000000000000, CPF_TObjectPtr = 0x100000000000000;

}  // namespace rusteal::header_reflection::flags
