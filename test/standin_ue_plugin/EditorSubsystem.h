// Stand-in for Unreal 5.8's EditorSubsystem.h (EditorSubsystem module): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Subsystems/Subsystem.h"

class UEditorSubsystem : public UDynamicSubsystem {};
