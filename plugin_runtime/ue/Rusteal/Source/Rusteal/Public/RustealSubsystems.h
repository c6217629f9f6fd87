// Native parents for subsystems written in Rust: the engine creates subsystems of native classes
// only, so these turn the subsystem virtuals into events a Rust class overrides
// (#[ufunction(Override)] fn receive_initialize ...).
#pragma once

#include "CoreMinimal.h"
#include "Subsystems/EngineSubsystem.h"
#include "Subsystems/GameInstanceSubsystem.h"
#include "Subsystems/LocalPlayerSubsystem.h"
#include "Subsystems/WorldSubsystem.h"
#include "UObject/Class.h"
#include "RustealSubsystems.generated.h"

// ShouldCreateSubsystem of the native parents (`Base`, here and in RustealEditorSubsystem.h): a
// Rust class that overrides ReceiveShouldCreateSubsystem decides; otherwise every concrete
// (non-abstract) Rust subsystem class is created.
template <typename Base>
bool RustealShouldCreateSubsystem(const Base* Self, UObject* Outer)
{
	if (Self->GetClass()->HasAnyClassFlags(CLASS_Abstract)) return false;
	const UFunction* Fn = Self->GetClass()->FindFunctionByName(TEXT("ReceiveShouldCreateSubsystem"));
	if (Fn && Fn->GetOuter() != Base::StaticClass()) return Self->ReceiveShouldCreateSubsystem(Outer);
	return true;
}

UCLASS(Abstract, Blueprintable)
class RUSTEAL_API URustealGameInstanceSubsystem : public UGameInstanceSubsystem
{
	GENERATED_BODY()
public:
	bool ShouldCreateSubsystem(UObject* Outer) const override;
	void Initialize(FSubsystemCollectionBase& Collection) override;
	void Deinitialize() override;
	UFUNCTION(BlueprintImplementableEvent)
	bool ReceiveShouldCreateSubsystem(UObject* Outer) const;
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveDeinitialize();
};

UCLASS(Abstract, Blueprintable)
class RUSTEAL_API URustealEngineSubsystem : public UEngineSubsystem
{
	GENERATED_BODY()
public:
	bool ShouldCreateSubsystem(UObject* Outer) const override;
	void Initialize(FSubsystemCollectionBase& Collection) override;
	void Deinitialize() override;
	UFUNCTION(BlueprintImplementableEvent)
	bool ReceiveShouldCreateSubsystem(UObject* Outer) const;
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveDeinitialize();
};

UCLASS(Abstract, Blueprintable)
class RUSTEAL_API URustealLocalPlayerSubsystem : public ULocalPlayerSubsystem
{
	GENERATED_BODY()
public:
	bool ShouldCreateSubsystem(UObject* Outer) const override;
	void Initialize(FSubsystemCollectionBase& Collection) override;
	void Deinitialize() override;
	void PlayerControllerChanged(APlayerController* NewPlayerController) override;
	UFUNCTION(BlueprintImplementableEvent)
	bool ReceiveShouldCreateSubsystem(UObject* Outer) const;
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveDeinitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceivePlayerControllerChanged(APlayerController* NewPlayerController);
};

// A tickable world subsystem: ReceiveTick every frame while bWantsTick.
UCLASS(Abstract, Blueprintable)
class RUSTEAL_API URustealWorldSubsystem : public UTickableWorldSubsystem
{
	GENERATED_BODY()
public:
	UPROPERTY(EditDefaultsOnly, BlueprintReadWrite, Category = "Rusteal")
	bool bWantsTick = false;
	UPROPERTY(EditDefaultsOnly, BlueprintReadWrite, Category = "Rusteal")
	bool bCreateInEditorWorlds = false;

	bool ShouldCreateSubsystem(UObject* Outer) const override;
	void Initialize(FSubsystemCollectionBase& Collection) override;
	void Deinitialize() override;
	void PostInitialize() override;
	void OnWorldBeginPlay(UWorld& InWorld) override;
	void Tick(float DeltaTime) override;
	ETickableTickType GetTickableTickType() const override;
	bool IsTickable() const override;
	TStatId GetStatId() const override;
	UFUNCTION(BlueprintImplementableEvent)
	bool ReceiveShouldCreateSubsystem(UObject* Outer) const;
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveDeinitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceivePostInitialize();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveWorldBeginPlay();
	UFUNCTION(BlueprintImplementableEvent)
	void ReceiveTick(float DeltaSeconds);
};
